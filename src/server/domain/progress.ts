import { and, eq, sql } from 'drizzle-orm';
import { DAILY_ACTIVITIES, type TActivity, type TCompletedItems, type TCompletionsToday } from '../../contract/progress.js';
import type { DbOrTx } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { completedItems, completions } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { localDay } from './time.js';

export { DAILY_ACTIVITIES };
export type Activity = TActivity;

export type ProgressDeps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
export type Completion = typeof completions.$inferSelect;

/** Practices done with one item of a catalogue (a passage, a meditation): which one is kept per day as well. */
export const ITEM_ACTIVITIES: readonly Activity[] = ['scripture', 'meditation'];

/**
 * Records that the user did an activity on their local day. Once per user, activity and day: a repeat
 * returns the existing row (the unique index decides, not a read-then-write). Every capability that
 * completes a practice calls this; progress listeners (badges, streaks) run after a new completion.
 * For a passage or a meditation, which one was done is recorded too, the first of the day or not.
 */
export async function recordCompletion(
  deps: ProgressDeps,
  user: { id: number; timeZone: string },
  type: Activity,
  contentId?: string | null,
): Promise<{ completion: Completion; created: boolean }> {
  const at = deps.now();
  const day = localDay(at, user.timeZone);
  let newItem = false;
  if (contentId && ITEM_ACTIVITIES.includes(type)) {
    const items = await deps.db
      .insert(completedItems)
      .values({ userId: user.id, type, contentId, day, completedAt: at })
      .onConflictDoNothing()
      .returning({ id: completedItems.id });
    newItem = items.length > 0;
  }
  const [inserted] = await deps.db
    .insert(completions)
    .values({ userId: user.id, type, contentId: contentId ?? null, day, completedAt: at, timeZone: user.timeZone })
    .onConflictDoNothing({ target: [completions.userId, completions.type, completions.day] })
    .returning();
  if (inserted) {
    await progressChanged(deps, user.id);
    return { completion: inserted, created: true };
  }
  // Another passage read on a day already counted: nothing new for streaks, but other tabs show which.
  if (newItem) deps.events.publish({ userId: user.id, topics: ['progress'] });
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

/** Which of the six practices the user has completed on their local today (or on `day`). */
export async function completionsToday(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: { id: number; timeZone: string },
  day = localDay(deps.now(), user.timeZone),
): Promise<TCompletionsToday> {
  const rows = await todaysTypes(deps.db).execute({ userId: user.id, day });
  const done = new Set(rows.map((r) => r.type));
  return Object.fromEntries(DAILY_ACTIVITIES.map((a) => [a, done.has(a)])) as TCompletionsToday;
}

/** Which passages (or meditations) the user has done on their local today, by id: each says "Completed Today". */
export async function completedItemsToday(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: { id: number; timeZone: string },
  type: TCompletedItems['type'],
): Promise<TCompletedItems> {
  const day = localDay(deps.now(), user.timeZone);
  const rows = await deps.db
    .select({ contentId: completedItems.contentId })
    .from(completedItems)
    .where(and(eq(completedItems.userId, user.id), eq(completedItems.type, type), eq(completedItems.day, day)))
    .orderBy(completedItems.completedAt);
  return { day, type, contentIds: rows.map((r) => r.contentId) };
}

/** Something that runs after a user's progress changed (badges and streaks recompute). */
export type ProgressListener = (deps: ProgressDeps, userId: number) => Promise<unknown>;

/**
 * A named count that badges measure and that lives in another capability's tables (community posts, say).
 * It may run inside the recompute's transaction, so it takes either.
 */
export type ProgressMetric = (db: DbOrTx, userId: number) => Promise<number>;

/**
 * What progress listens to and measures, filled by the features' route plugins at start-up. One per app
 * (in `AppDeps`), so two apps in one process (tests) never share listeners.
 */
export interface ProgressRegistry {
  /** Badges and streaks subscribe here to recompute after anything that counts towards progress. */
  onChanged(listener: ProgressListener): void;
  /** The owning feature registers its metric; a badge whose metric is not registered counts 0. */
  registerMetric(name: string, metric: ProgressMetric): void;
  listeners(): readonly ProgressListener[];
  metric(name: string): ProgressMetric | undefined;
}

export function createProgressRegistry(): ProgressRegistry {
  const listeners: ProgressListener[] = [];
  const metrics = new Map<string, ProgressMetric>();
  return {
    onChanged(listener) {
      if (!listeners.includes(listener)) listeners.push(listener);
    },
    registerMetric: (name, metric) => void metrics.set(name, metric),
    listeners: () => listeners,
    metric: (name) => metrics.get(name),
  };
}

/** Something that counts towards a user's progress changed (a completion, a community post…). */
export async function progressChanged(deps: ProgressDeps, userId: number) {
  for (const listener of deps.progress.listeners()) await listener(deps, userId);
  deps.events.publish({ userId, topics: ['progress'] });
}

/**
 * Takes back a passage or meditation marked done by mistake (`contentId`, on whichever day it was marked): its
 * item rows go, and a day's practice that this item alone completed goes with them; when another item of that
 * type was done that day, the practice stays, now standing on it. Streaks and badges then recompute from what
 * is left (a badge once earned stays earned). Returns whether a day's practice was taken back.
 */
export async function withdrawItemCompletion(
  deps: ProgressDeps,
  user: { id: number },
  type: Activity,
  contentId: string,
): Promise<{ withdrewPractice: boolean }> {
  const removed = await deps.db
    .delete(completedItems)
    .where(and(eq(completedItems.userId, user.id), eq(completedItems.type, type), eq(completedItems.contentId, contentId)))
    .returning({ day: completedItems.day });
  let withdrewPractice = false;
  for (const { day } of removed) {
    const [others] = await deps.db
      .select({ contentId: completedItems.contentId })
      .from(completedItems)
      .where(and(eq(completedItems.userId, user.id), eq(completedItems.type, type), eq(completedItems.day, day)))
      .orderBy(completedItems.completedAt)
      .limit(1);
    const practice = and(
      eq(completions.userId, user.id),
      eq(completions.type, type),
      eq(completions.day, day),
      eq(completions.contentId, contentId),
    );
    if (others) {
      await deps.db.update(completions).set({ contentId: others.contentId }).where(practice);
    } else {
      const gone = await deps.db.delete(completions).where(practice).returning({ id: completions.id });
      withdrewPractice ||= gone.length > 0;
    }
  }
  if (removed.length > 0) await progressChanged(deps, user.id);
  return { withdrewPractice };
}
