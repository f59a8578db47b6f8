import type { TCare } from '../../../contract/care.js';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { TEntryDays, TUserListQuery } from '../../../contract/common.js';
import type { z } from 'zod/mini';
import { MOOD_TREND_DAYS, type TMoodEntry, type TMoodTrend, type ZCreateMood } from '../../../contract/mood-entries.js';
import { moodEntries } from '../../db/schema/index.js';
import { withCareFor } from '../../domain/care/index.js';
import type { AppDeps } from '../../deps.js';
import { deleteOwnRow } from '../../platform/ownership.js';
import { recordCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { addDays, localDay, startOfLocalDay } from '../../domain/time.js';
import { daysWithEntries, newestFirst, pageConditions, type DatedList } from '../../domain/user-lists.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type Row = typeof moodEntries.$inferSelect;

const toApi = (r: Row): TMoodEntry => ({ id: r.id, userId: r.userId, mood: r.mood, reflection: r.reflection, date: r.date.toISOString() });

const LIST: DatedList = { table: moodEntries, id: moodEntries.id, userId: moodEntries.userId, date: moodEntries.date };

/** A page of the user's moods, newest first (of one day of theirs, if asked). */
export async function listMoods(deps: Pick<AppDeps, 'db'>, user: SessionUser, query: TUserListQuery): Promise<TMoodEntry[]> {
  const rows = await deps.db
    .select()
    .from(moodEntries)
    .where(await pageConditions(deps.db, LIST, user, query))
    .orderBy(...newestFirst(LIST))
    .limit(query.limit);
  return rows.map(toApi);
}

/** The days of a month on which the user recorded a mood, for the calendar. */
export async function moodDays(deps: Pick<AppDeps, 'db'>, user: SessionUser, month: string): Promise<TEntryDays> {
  return { month, days: await daysWithEntries(deps.db, LIST, user, month) };
}

/**
 * How many of each mood the user recorded on each of their last 30 local days (today included): the month
 * at a glance, counted here so it doesn't depend on how much of the history a screen has loaded.
 */
export async function moodTrend(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser): Promise<TMoodTrend> {
  const today = localDay(deps.now(), user.timeZone);
  const first = addDays(today, -(MOOD_TREND_DAYS - 1));
  const day = sql<string>`to_char(${moodEntries.date} at time zone ${user.timeZone}, 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({ day, mood: moodEntries.mood, count: sql<number>`count(*)::int` })
    .from(moodEntries)
    .where(
      and(
        eq(moodEntries.userId, user.id),
        gte(moodEntries.date, startOfLocalDay(first, user.timeZone)),
        lt(moodEntries.date, startOfLocalDay(addDays(today, 1), user.timeZone)),
      ),
    )
    // By position: the zone is a parameter, and two copies of the expression would be two different parameters.
    .groupBy(sql.raw('1, 2'));
  const days = Array.from({ length: MOOD_TREND_DAYS }, (_, i) => ({ day: addDays(first, i), moods: {} as Record<string, number> }));
  const byDay = new Map(days.map((d) => [d.day, d.moods]));
  for (const r of rows) {
    const moods = byDay.get(r.day);
    if (moods) moods[r.mood] = Number(r.count);
  }
  return { today, days };
}

/** Recording a mood completes the day's mood practice, on the server. */
export async function createMood(
  deps: Deps,
  user: SessionUser,
  input: z.output<typeof ZCreateMood>,
): Promise<TMoodEntry & { care?: TCare }> {
  const [row] = await deps.db
    .insert(moodEntries)
    .values({ userId: user.id, mood: input.mood, reflection: input.reflection, date: deps.now() })
    .returning();
  await recordCompletion(deps, user, 'mood', String(row!.id));
  deps.events.publish({ userId: user.id, topics: ['moods'] });
  return withCareFor(toApi(row!), [input.reflection], user);
}

export async function deleteMood(deps: Deps, user: SessionUser, id: number): Promise<void> {
  await deleteOwnRow(deps.db, moodEntries, id, user.id, {
    missing: 'That mood entry does not exist.',
    notYours: 'That mood entry is not yours.',
  });
  deps.events.publish({ userId: user.id, topics: ['moods'] });
}
