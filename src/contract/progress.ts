import { z } from 'zod/mini';
import { idOf } from './common.js';

export const DAILY_ACTIVITIES = ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer'] as const;
export const ZActivity = z.enum(DAILY_ACTIVITIES, `Type must be one of ${DAILY_ACTIVITIES.join(', ')}`);
export type TActivity = z.infer<typeof ZActivity>;

export const ZRecordCompletion = z.object({
  userId: z.optional(idOf('userId')),
  type: ZActivity,
  contentId: z.pipe(
    z.nullish(z.union([z.string().check(z.maxLength(100)), z.number()])),
    z.transform((v) => (v === undefined || v === null ? null : String(v))),
  ),
  /** Accepted for compatibility; the server always records the user's own local today. */
  date: z.optional(z.string().check(z.maxLength(40))),
});

export const ZCompletion = z.object({
  id: z.number(),
  type: ZActivity,
  contentId: z.nullable(z.string()),
  /** The user's local day, 'YYYY-MM-DD'. */
  day: z.string(),
  date: z.string(),
});
export type TCompletion = z.infer<typeof ZCompletion>;

/** GET /api/users/{id}/completions/items?type=scripture: which passages (or meditations) were done today. */
export const ZCompletedItemsQuery = z.object({
  type: z.enum(['scripture', 'meditation'], 'Type must be scripture or meditation'),
});
export const ZCompletedItems = z.object({
  day: z.string(),
  type: z.enum(['scripture', 'meditation']),
  /** The ids done on the user's local today, first first. */
  contentIds: z.array(z.string()),
});
export type TCompletedItems = z.infer<typeof ZCompletedItems>;

/** Today's six practices for the signed-in user, by their local day. */
export const ZCompletionsToday = z.object({
  journal: z.boolean(),
  gratitude: z.boolean(),
  mood: z.boolean(),
  scripture: z.boolean(),
  meditation: z.boolean(),
  prayer: z.boolean(),
});
export type TCompletionsToday = Record<TActivity, boolean>;

/** One run of consecutive local days. `currentStreak` is 0 once a whole day has passed without the practice. */
export const ZStreak = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  /** The last local day the practice (any practice, for `overall`) was done, or null if never. */
  lastCompletedDay: z.nullable(z.string()),
});
export type TStreak = z.infer<typeof ZStreak>;

/** GET /api/users/{id}/streaks: each activity's streak, and the overall one (any practice counts; perfect days have all six). */
export const ZStreaks = z.object({
  journal: ZStreak,
  gratitude: ZStreak,
  mood: ZStreak,
  scripture: ZStreak,
  meditation: ZStreak,
  prayer: ZStreak,
  overall: z.extend(ZStreak, { perfectDays: z.number() }),
});
export type TStreaks = Record<TActivity, TStreak> & { overall: TStreak & { perfectDays: number } };

export const ZStreakActivityParams = z.object({
  id: idOf('Id'),
  activity: z.enum([...DAILY_ACTIVITIES, 'overall'], `Activity must be one of ${DAILY_ACTIVITIES.join(', ')} or overall`),
});

/** Accepted for compatibility: the server recomputes from completions; it never adds. */
export const ZPatchStreak = z.optional(z.object({ increment: z.optional(z.boolean()) }));

export const ZBadge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** An emoji. */
  icon: z.string(),
  /** The count that earns it. */
  target: z.number(),
});
export type TBadge = z.infer<typeof ZBadge>;

export const ZUserBadge = z.object({
  badgeId: z.string(),
  progress: z.number(),
  target: z.number(),
  earned: z.boolean(),
  /** When it was earned (ISO), or null. */
  earnedAt: z.nullable(z.string()),
});
export type TUserBadge = z.infer<typeof ZUserBadge>;

export const ZBadgeParams = z.object({ id: idOf('Id'), badgeId: z.string().check(z.maxLength(100)) });
/** A client-sent progress is ignored: the server counts for itself. */
export const ZPatchBadge = z.optional(z.object({ progress: z.optional(z.unknown()) }));

export const ZGrowthStats = z.object({
  currentStreak: z.number(),
  totalBadges: z.number(),
  totalGratitudes: z.number(),
  totalJournalEntries: z.number(),
  userRanking: z.object({ position: z.number(), totalUsers: z.number(), message: z.string() }),
});
export type TGrowthStats = z.infer<typeof ZGrowthStats>;

export const ZEncouragementVerse = z.object({ reference: z.string(), text: z.string(), message: z.string() });
export type TEncouragementVerse = z.infer<typeof ZEncouragementVerse>;

/** GET /api/daily-encouragement: today's verse (day of year mod 7) and the closing one (offset 3), in the user's translation. */
export const ZDailyEncouragement = z.object({
  day: z.string(),
  translation: z.string(),
  today: ZEncouragementVerse,
  closing: ZEncouragementVerse,
});
export type TDailyEncouragement = z.infer<typeof ZDailyEncouragement>;
