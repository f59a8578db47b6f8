import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { tooManyRequests } from '../../platform/errors.js';

const HOUR_MS = 60 * 60 * 1000;

/** Advisory lock keys: one person's posts (or comments) are counted and written one request at a time. */
export const LOCK_POSTS = 5_001;
export const LOCK_COMMENTS = 5_002;

/**
 * At most `limit` rows by the user in the rolling hour before `now`, counted from the table itself so
 * the limit holds across restarts and server instances. Call inside the transaction that inserts: the
 * advisory lock makes concurrent requests of one person wait their turn instead of all passing the count.
 */
export async function enforceHourlyLimit(
  tx: DbOrTx,
  opts: {
    table: PgTable;
    userIdColumn: PgColumn;
    createdAtColumn: PgColumn;
    lockKey: number;
    userId: number;
    now: Date;
    limit: number;
    message: (minutes: number) => string;
  },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${opts.lockKey}::int, ${opts.userId}::int)`);
  const since = new Date(opts.now.getTime() - HOUR_MS);
  const [row] = await tx
    .select({ n: count(), oldest: min(opts.createdAtColumn) })
    .from(opts.table)
    .where(and(eq(opts.userIdColumn, opts.userId), gt(opts.createdAtColumn, since)));
  if (!row || row.n < opts.limit) return;
  const oldest = row.oldest instanceof Date ? row.oldest : new Date(String(row.oldest));
  const waitSeconds = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - opts.now.getTime()) / 1000));
  throw tooManyRequests(opts.message(Math.ceil(waitSeconds / 60)), waitSeconds);
}

export const minutesText = (m: number) => `${m} minute${m === 1 ? '' : 's'}`;
