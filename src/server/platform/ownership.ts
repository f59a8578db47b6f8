import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { forbidden, notFound } from './errors.js';

/** A table of rows that belong to one user: an `id` and the owner's `userId`. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** What a person is told: the row doesn't exist (404), or it is someone else's (403). */
export interface OwnershipMessages {
  missing: string;
  notYours: string;
}

/** The one answer when a row is not the user's: 404 if it doesn't exist at all, 403 if it is someone else's. */
async function notOwned(db: DbOrTx, table: OwnedTable, id: number, messages: OwnershipMessages) {
  const [exists] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return exists ? forbidden(messages.notYours) : notFound(messages.missing);
}

/** Reads a row of the user's own (to show or change it). */
export async function readOwnRow<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  id: number,
  userId: number,
  messages: OwnershipMessages,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as T['$inferSelect'][];
  if (!row) throw notFound(messages.missing);
  if ((row as { userId: number }).userId !== userId) throw forbidden(messages.notYours);
  return row;
}

/** Deletes a row only where the user owns it: one statement, and the reason when nothing was deleted. */
export async function deleteOwnRow(db: DbOrTx, table: OwnedTable, id: number, userId: number, messages: OwnershipMessages) {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (!deleted.length) throw await notOwned(db, table, id, messages);
}
