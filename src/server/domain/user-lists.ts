import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { addDays, startOfLocalDay } from './time.js';

/** A person's dated list (journal entries, moods, gratitudes): its table and the columns paging reads. */
export interface DatedList {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  /** When the item was written; lists show the newest first. */
  date: PgColumn;
}

type ListOwner = { id: number; timeZone: string };

/** Newest first, as the (user, date desc, id desc) index of each list reads. */
export const newestFirst = (list: DatedList) => [desc(list.date), desc(list.id)];

/**
 * Which of the user's items a page holds: all of theirs, or those of one day of their own calendar, and
 * after a cursor only those that come after it in newest-first order. The cursor is the id of the last item
 * shown; its (date, id) is the key, so items written meanwhile never shift later pages. A cursor that has
 * gone (deleted elsewhere) still marks its place by id.
 */
export async function pageConditions(db: Db, list: DatedList, user: ListOwner, q: { before?: number; day?: string }): Promise<SQL> {
  const conditions: SQL[] = [eq(list.userId, user.id)];
  if (q.day !== undefined) {
    conditions.push(
      gte(list.date, startOfLocalDay(q.day, user.timeZone)),
      lt(list.date, startOfLocalDay(addDays(q.day, 1), user.timeZone)),
    );
  }
  if (q.before !== undefined) {
    const [cursor] = await db
      .select({ date: list.date })
      .from(list.table)
      .where(and(eq(list.id, q.before), eq(list.userId, user.id)));
    const at = cursor?.date;
    conditions.push(
      at instanceof Date ? sql`(${list.date}, ${list.id}) < (${at.toISOString()}::timestamptz, ${q.before})` : lt(list.id, q.before),
    );
  }
  return and(...conditions)!;
}

/** The days of a month ('YYYY-MM') of the user's own calendar on which they wrote at least one item, in order. */
export async function daysWithEntries(db: Db, list: DatedList, user: ListOwner, month: string): Promise<string[]> {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const day = sql<string>`to_char(${list.date} at time zone ${user.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(list.table)
    .where(
      and(
        eq(list.userId, user.id),
        gte(list.date, startOfLocalDay(first, user.timeZone)),
        lt(list.date, startOfLocalDay(next, user.timeZone)),
      ),
    );
  return rows.map((r) => r.day).sort();
}
