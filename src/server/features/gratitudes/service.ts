import type { TCare } from '../../../contract/care.js';
import type { TEntryDays, TUserListQuery } from '../../../contract/common.js';
import type { z } from 'zod/mini';
import type { TGratitude, ZCreateGratitude } from '../../../contract/gratitudes.js';
import { gratitudes } from '../../db/schema/index.js';
import { withCareFor } from '../../domain/care/index.js';
import type { AppDeps } from '../../deps.js';
import { deleteOwnRow } from '../../platform/ownership.js';
import { recordCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { daysWithEntries, newestFirst, pageConditions, type DatedList } from '../../domain/user-lists.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type Row = typeof gratitudes.$inferSelect;

const toApi = (r: Row): TGratitude => ({ id: r.id, userId: r.userId, text: r.text, date: r.date.toISOString() });

const LIST: DatedList = { table: gratitudes, id: gratitudes.id, userId: gratitudes.userId, date: gratitudes.date };

/** A page of the user's gratitudes, newest first (of one day of theirs, if asked). */
export async function listGratitudes(deps: Pick<AppDeps, 'db'>, user: SessionUser, query: TUserListQuery): Promise<TGratitude[]> {
  const rows = await deps.db
    .select()
    .from(gratitudes)
    .where(await pageConditions(deps.db, LIST, user, query))
    .orderBy(...newestFirst(LIST))
    .limit(query.limit);
  return rows.map(toApi);
}

/** The days of a month on which the user gave thanks, for the calendar. */
export async function gratitudeDays(deps: Pick<AppDeps, 'db'>, user: SessionUser, month: string): Promise<TEntryDays> {
  return { month, days: await daysWithEntries(deps.db, LIST, user, month) };
}

/** Giving thanks completes the day's gratitude practice, on the server. */
export async function createGratitude(
  deps: Deps,
  user: SessionUser,
  input: z.output<typeof ZCreateGratitude>,
): Promise<TGratitude & { care?: TCare }> {
  const [row] = await deps.db.insert(gratitudes).values({ userId: user.id, text: input.text, date: deps.now() }).returning();
  const { created } = await recordCompletion(deps, user, 'gratitude', String(row!.id));
  // Growth stats count gratitudes: progress changed even when today's practice was already done.
  deps.events.publish({ userId: user.id, topics: created ? ['gratitudes'] : ['gratitudes', 'progress'] });
  return withCareFor(toApi(row!), [input.text], user);
}

export async function deleteGratitude(deps: Deps, user: SessionUser, id: number): Promise<void> {
  await deleteOwnRow(deps.db, gratitudes, id, user.id, {
    missing: 'That gratitude does not exist.',
    notYours: 'That gratitude is not yours.',
  });
  deps.events.publish({ userId: user.id, topics: ['gratitudes', 'progress'] });
}
