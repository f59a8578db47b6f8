import { and, eq, sql } from 'drizzle-orm';
import { DAILY_ACTIVITIES, type TActivity, type TCompletionsToday } from '../../contract/progress.js';
import type { Db } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { completions } from '../db/schema/index.js';
import type { AppDeps } from './deps.js';
import { localDay } from './time.js';

export { DAILY_ACTIVITIES };
export type Activity = TActivity;

type ProgressDeps = Pick<AppDeps, 'db' | 'now' | 'events'>;
export type Completion = typeof completions.$inferSelect;

/**
 * Records that the user did an activity on their local day. Once per user, activity and day: a repeat
 * returns the existing row (the unique index decides, not a read-then-write). Every capability that
 * completes a practice calls this; progress listeners (badges, streaks) run after a new completion.
 */
export async function recordCompletion(
  deps: ProgressDeps,
  user: { id: number; timeZone: string },
  type: Activity,
  contentId?: string | null,
): Promise<{ completion: Completion; created: boolean }> {
  const at = deps.now();
  const day = localDay(at, user.timeZone);
  const [inserted] = await deps.db
    .insert(completions)
    .values({ userId: user.id, type, contentId: contentId ?? null, day, completedAt: at, timeZone: user.timeZone })
    .onConflictDoNothing({ target: [completions.userId, completions.type, completions.day] })
    .returning();
  if (inserted) {
    await progressChanged(deps, user.id);
    return { completion: inserted, created: true };
  }
  const [existing] = await deps.db
    .select()
    .from(completions)
    .where(and(eq(completions.userId, user.id), eq(completions.type, type), eq(completions.day, day)));
  return { completion: existing!, created: false };
}

const todaysTypes = preparedFor((db) =>
  db
    .select({ type: completions.type })
    .from(completions)
    .where(and(eq(completions.userId, sql.placeholder('userId')), eq(completions.day, sql.placeholder('day'))))
    .prepare('completions_today'),
);

/** Which of the six practices the user has completed on their local today. */
export async function completionsToday(deps: Pick<AppDeps, 'db' | 'now'>, user: { id: number; timeZone: string }): Promise<TCompletionsToday> {
  const day = localDay(deps.now(), user.timeZone);
  const rows = await todaysTypes(deps.db).execute({ userId: user.id, day });
  const done = new Set(rows.map((r) => r.type));
  return Object.fromEntries(DAILY_ACTIVITIES.map((a) => [a, done.has(a)])) as TCompletionsToday;
}

type ProgressListener = (deps: ProgressDeps, userId: number) => Promise<unknown>;
const listeners: ProgressListener[] = [];

/** Badges and streaks subscribe here to recompute after anything that counts towards progress. */
export function onProgressChanged(listener: ProgressListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Something that counts towards a user's progress changed (a completion, a community post…). */
export async function progressChanged(deps: ProgressDeps, userId: number) {
  for (const listener of listeners) await listener(deps, userId);
  deps.events.publish({ userId, topics: ['progress'] });
}

/**
 * Named counts that badges measure and that live in other capabilities' tables (community posts, say).
 * The owning feature registers its metric; a badge whose metric is not registered counts 0.
 */
type Metric = (db: Db, userId: number) => Promise<number>;
const metrics = new Map<string, Metric>();
export function registerProgressMetric(name: string, metric: Metric) {
  metrics.set(name, metric);
}
export function progressMetric(name: string): Metric | undefined {
  return metrics.get(name);
}
