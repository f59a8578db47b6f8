import { asc, eq, sql } from 'drizzle-orm';
import { DAILY_ACTIVITIES } from '../../../contract/progress.js';
import { BADGES, type BadgeMeasure } from '../../../content/badges.js';
import type { DbOrTx } from '../../db/client.js';
import { completions, userBadges, userProgress, type StoredStreak } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { ProgressRegistry } from '../../domain/progress.js';
import { computeStreak, dayMarks, type CompletionRow } from './streaks.js';

/** Advisory-lock namespace: one recompute per user at a time, so a slower one never overwrites a newer one. */
const LOCK_NAMESPACE = 7411;

interface Tally {
  days: Map<string, number>;
  longestStreak: number;
  perfectDays: number;
}

async function measure(db: DbOrTx, registry: ProgressRegistry, userId: number, m: BadgeMeasure, tally: Tally): Promise<number> {
  switch (m.kind) {
    case 'days':
      return tally.days.get(m.activity) ?? 0;
    case 'streak':
      return tally.longestStreak;
    case 'perfectDays':
      return tally.perfectDays;
    case 'metric': {
      const metric = registry.metric(m.name);
      return metric ? metric(db, userId) : 0;
    }
  }
}

/**
 * Recomputes a user's streaks, perfect days and badges from their completions (and the registered
 * metrics), and stores them in user_progress and user_badges. A badge once earned stays earned.
 * Answers whether anything changed.
 */
export async function recomputeProgress(deps: Pick<AppDeps, 'db' | 'now' | 'progress'>, userId: number): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
    const rows: CompletionRow[] = await tx
      .select({ type: completions.type, day: completions.day, completedAt: completions.completedAt, timeZone: completions.timeZone })
      .from(completions)
      .where(eq(completions.userId, userId))
      .orderBy(asc(completions.day), asc(completions.completedAt));

    const overallMarks = dayMarks(rows);
    const overall = computeStreak(overallMarks);
    const activityStreaks: Record<string, StoredStreak> = {};
    const days = new Map<string, number>();
    for (const activity of DAILY_ACTIVITIES) {
      const own = rows.filter((r) => r.type === activity);
      days.set(activity, own.length);
      activityStreaks[activity] = computeStreak(dayMarks(own));
    }
    const typesPerDay = new Map<string, number>();
    for (const r of rows) typesPerDay.set(r.day, (typesPerDay.get(r.day) ?? 0) + 1);
    const perfectDays = [...typesPerDay.values()].filter((n) => n >= DAILY_ACTIVITIES.length).length;

    const tally: Tally = { days, longestStreak: overall.longest, perfectDays };
    const values = await Promise.all(
      BADGES.map(async (b) => {
        const progress = await measure(tx, deps.progress, userId, b.measure, tally);
        return { userId, badgeId: b.id, progress, earnedAt: progress >= b.target ? now : null };
      }),
    );
    const before = new Map((await tx.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => [b.badgeId, b]));
    // Earned once, earned for good: a deleted post doesn't take a badge back.
    const badges = values.map((v) => ({ ...v, earnedAt: before.get(v.badgeId)?.earnedAt ?? v.earnedAt }));
    const changedBadges = badges.filter((b) => {
      const old = before.get(b.badgeId);
      return !old || old.progress !== b.progress || old.earnedAt?.getTime() !== b.earnedAt?.getTime();
    });
    if (changedBadges.length) {
      await tx
        .insert(userBadges)
        .values(changedBadges)
        .onConflictDoUpdate({
          target: [userBadges.userId, userBadges.badgeId],
          set: { progress: sql`excluded.progress`, earnedAt: sql`excluded.earned_at` },
        });
    }
    const badgeCount = badges.filter((b) => b.earnedAt !== null).length;

    const progress = {
      streakLength: overall.length,
      streakLastDay: overall.lastDay,
      streakValidUntil: overall.validUntil ? new Date(overall.validUntil) : null,
      longestStreak: overall.longest,
      perfectDays,
      badgeCount,
      activityStreaks,
      updatedAt: now,
    };
    const [old] = await tx.select().from(userProgress).where(eq(userProgress.userId, userId));
    const same =
      old !== undefined &&
      old.streakLength === progress.streakLength &&
      old.streakLastDay === progress.streakLastDay &&
      old.streakValidUntil?.getTime() === progress.streakValidUntil?.getTime() &&
      old.longestStreak === progress.longestStreak &&
      old.perfectDays === progress.perfectDays &&
      old.badgeCount === progress.badgeCount &&
      DAILY_ACTIVITIES.every((a) => sameStreak(old.activityStreaks[a], activityStreaks[a]));
    if (!same) {
      await tx
        .insert(userProgress)
        .values({ userId, ...progress })
        .onConflictDoUpdate({ target: userProgress.userId, set: progress });
    }
    return !same || changedBadges.length > 0;
  });
}

const sameStreak = (a: StoredStreak | undefined, b: StoredStreak | undefined) =>
  a?.length === b?.length && a?.longest === b?.longest && a?.lastDay === b?.lastDay && a?.validUntil === b?.validUntil;
