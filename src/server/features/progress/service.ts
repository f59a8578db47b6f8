import { and, eq, sql } from 'drizzle-orm';
import {
  DAILY_ACTIVITIES,
  type TActivity,
  type TGrowthStats,
  type TStreak,
  type TStreaks,
  type TUserBadge,
} from '../../../contract/progress.js';
import { BADGE_BY_ID, BADGES } from '../../../content/badges.js';
import { gratitudes, journalEntries, userBadges, userProgress, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { preparedFor } from '../../db/prepared.js';
import { notFound } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import { addDays, localDay } from '../../domain/time.js';
import { recomputeProgress } from './recompute.js';
import { toApiStreak } from './streaks.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type User = Pick<SessionUser, 'id' | 'timeZone'>;

export async function getStreaks(deps: Deps, user: User): Promise<TStreaks> {
  const now = deps.now();
  const [p] = await deps.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
  const activities = Object.fromEntries(DAILY_ACTIVITIES.map((a) => [a, toApiStreak(p?.activityStreaks[a], now, user.timeZone)])) as Record<
    TActivity,
    TStreak
  >;
  const overall = p
    ? toApiStreak(
        {
          length: p.streakLength,
          longest: p.longestStreak,
          lastDay: p.streakLastDay,
          validUntil: p.streakValidUntil?.toISOString() ?? null,
        },
        now,
        user.timeZone,
      )
    : toApiStreak(undefined, now, user.timeZone);
  return { ...activities, overall: { ...overall, perfectDays: p?.perfectDays ?? 0 } };
}

/** Recomputes; the user's other tabs hear of it only if something changed. */
async function refresh(deps: Deps, userId: number) {
  if (await recomputeProgress(deps, userId)) deps.events.publish({ userId, topics: ['progress'] });
}

/** PATCH …/streaks/{activity}: recomputes from completions; a client can't add to a streak. */
export async function refreshStreak(deps: Deps, user: User, activity: TActivity | 'overall'): Promise<TStreak> {
  await refresh(deps, user.id);
  return (await getStreaks(deps, user))[activity];
}

export async function getUserBadges(deps: Deps, userId: number): Promise<TUserBadge[]> {
  const rows = await deps.db.select().from(userBadges).where(eq(userBadges.userId, userId));
  const byId = new Map(rows.map((r) => [r.badgeId, r]));
  return BADGES.map((b) => {
    const row = byId.get(b.id);
    return {
      badgeId: b.id,
      progress: Math.min(row?.progress ?? 0, b.target),
      target: b.target,
      earned: Boolean(row?.earnedAt),
      earnedAt: row?.earnedAt?.toISOString() ?? null,
    };
  });
}

/** PATCH …/badges/{badgeId}: recomputes; a progress the client sends is ignored. */
export async function refreshBadge(deps: Deps, userId: number, badgeId: string): Promise<TUserBadge> {
  if (!BADGE_BY_ID.has(badgeId)) throw notFound(`There is no badge "${badgeId}".`);
  await refresh(deps, userId);
  const [row] = await deps.db
    .select()
    .from(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)));
  const badge = BADGE_BY_ID.get(badgeId)!;
  return {
    badgeId,
    progress: Math.min(row?.progress ?? 0, badge.target),
    target: badge.target,
    earned: Boolean(row?.earnedAt),
    earnedAt: row?.earnedAt?.toISOString() ?? null,
  };
}

export function rankingMessage(position: number, totalUsers: number): string {
  if (position === 1)
    return totalUsers > 1 ? "You're leading the community in spiritual growth!" : 'You are blazing the trail. Keep shining your light!';
  if (position <= Math.ceil(totalUsers * 0.1)) return "You're in the top 10% of the community. Keep shining!";
  if (position <= Math.ceil(totalUsers / 2)) return "You're ahead of half the community. Keep pressing on!";
  return 'Every step counts in your spiritual growth!';
}

/**
 * Counts and ranking in one statement. Ranking orders every user by badges earned, then by current
 * streak (a run whose valid-until has passed counts 0); ties share a position.
 */
/**
 * The growth figures in one prepared statement (planned once per connection: planning had cost as much as running
 * it). Read through the user's own row, so a user without progress yet still gets one row.
 */
const growthRow = preparedFor((db) => {
  const now = sql.placeholder('now');
  const badges = sql`coalesce(${userProgress.badgeCount}, 0)`;
  // The streak that ranks: only one still current (a lapsed streak ranks as 0).
  const ranked = sql`(case when ${userProgress.streakValidUntil} > ${now} then ${userProgress.streakLength} else 0 end)`;
  // Those with as many badges who rank ahead on a longer streak that is still current (the ranked streak is never
  // negative, so "current streak > mine" is "still valid and longer than mine"): a range of the index.
  const aheadOnStreak = sql`ahead.badge_count = ${badges} and ahead.streak_length > coalesce(${ranked}, 0) and ahead.streak_valid_until > ${now}`;
  return db
    .select({
      badges: sql<number>`${badges}::int`,
      streak: sql<number>`(case when ${userProgress.streakValidUntil} > ${now} or ${userProgress.streakLastDay} >= ${sql.placeholder('yesterday')}
                               then ${userProgress.streakLength} else 0 end)::int`,
      gratitudes: sql<number>`(select count(*) from ${gratitudes} where ${gratitudes.userId} = ${users.id})::int`,
      journal: sql<number>`(select count(*) from ${journalEntries} where ${journalEntries.userId} = ${users.id})::int`,
      total: sql<number>`(select count(*) from ${users} as everyone)::int`,
      // Who ranks ahead, as two ranges of the (badge_count, streak_length) index instead of a scan of every row:
      // more badges; or as many, on a longer current streak.
      ahead: sql<number>`((select count(*) from ${userProgress} as ahead where ahead.badge_count > ${badges})
        + (select count(*) from ${userProgress} as ahead where ${aheadOnStreak}))::int`,
      // When time alone changes this answer: the person's own streak lapsing, or one of those ahead on a current
      // streak lapsing. Null: only a write can. Growth stats are kept until then.
      nextChange: sql<number | null>`(extract(epoch from least(
        case when ${userProgress.streakValidUntil} > ${now} then ${userProgress.streakValidUntil} end,
        (select min(ahead.streak_valid_until) from ${userProgress} as ahead where ${aheadOnStreak})
      )) * 1000)::float8`,
    })
    .from(users)
    .leftJoin(userProgress, eq(userProgress.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('growth_stats');
});

/**
 * Kept per person until the database says their counts or anyone's progress changed, or until `nextChange` (decision
 * 113); read for their local day, since whether a streak still counts depends on what "yesterday" is.
 */
export async function getGrowthStats(deps: Deps & Pick<AppDeps, 'reads'>, user: User): Promise<TGrowthStats> {
  const now = deps.now();
  const yesterday = addDays(localDay(now, user.timeZone), -1);
  return deps.reads.through('growth', user.id, yesterday, now, async () => {
    const [row] = await growthRow(deps.db).execute({ userId: user.id, now, yesterday });
    if (!row) throw notFound('User not found');
    const position = Number(row.ahead) + 1;
    const totalUsers = Math.max(Number(row.total), position);
    const value: TGrowthStats = {
      currentStreak: Number(row.streak),
      totalBadges: Number(row.badges),
      totalGratitudes: Number(row.gratitudes),
      totalJournalEntries: Number(row.journal),
      userRanking: { position, totalUsers, message: rankingMessage(position, totalUsers) },
    };
    return { value, validUntil: row.nextChange === null ? null : new Date(Number(row.nextChange)) };
  });
}
