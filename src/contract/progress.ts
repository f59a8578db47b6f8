import { z } from 'zod';
import { idOf } from './common.js';

export const DAILY_ACTIVITIES = ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer'] as const;
export const ZActivity = z.enum(DAILY_ACTIVITIES, { message: `Type must be one of ${DAILY_ACTIVITIES.join(', ')}` });
export type TActivity = z.infer<typeof ZActivity>;

export const ZRecordCompletion = z.object({
  userId: idOf('userId').optional(),
  type: ZActivity,
  contentId: z.union([z.string().max(100), z.number()]).nullish().transform((v) => (v === undefined || v === null ? null : String(v))),
  /** Accepted for compatibility; the server always records the user's own local today. */
  date: z.string().max(40).optional(),
});

export const ZCompletion = z.object({
  id: z.number(),
  type: ZActivity,
  contentId: z.string().nullable(),
  /** The user's local day, 'YYYY-MM-DD'. */
  day: z.string(),
  date: z.string(),
});
export type TCompletion = z.infer<typeof ZCompletion>;

/** Today's six practices for the signed-in user, by their local day. */
export type TCompletionsToday = Record<TActivity, boolean>;

/** One run of consecutive local days. `currentStreak` is 0 once a whole day has passed without the practice. */
export interface TStreak {
  currentStreak: number;
  longestStreak: number;
  /** The last local day the practice (any practice, for `overall`) was done, or null if never. */
  lastCompletedDay: string | null;
}

/** GET /api/users/{id}/streaks: each activity's streak, and the overall one (any practice counts; perfect days have all six). */
export type TStreaks = Record<TActivity, TStreak> & { overall: TStreak & { perfectDays: number } };

export const ZStreakActivityParams = z.object({
  id: idOf('Id'),
  activity: z.enum([...DAILY_ACTIVITIES, 'overall'], { message: `Activity must be one of ${DAILY_ACTIVITIES.join(', ')} or overall` }),
});

/** Accepted for compatibility: the server recomputes from completions; it never adds. */
export const ZPatchStreak = z.object({ increment: z.boolean().optional() }).optional();

export interface TBadge {
  id: string;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  /** The count that earns it. */
  target: number;
}

export interface TUserBadge {
  badgeId: string;
  progress: number;
  target: number;
  earned: boolean;
  /** When it was earned (ISO), or null. */
  earnedAt: string | null;
}

export const ZBadgeParams = z.object({ id: idOf('Id'), badgeId: z.string().max(100) });
/** A client-sent progress is ignored: the server counts for itself. */
export const ZPatchBadge = z.object({ progress: z.unknown().optional() }).optional();

export interface TGrowthStats {
  currentStreak: number;
  totalBadges: number;
  totalGratitudes: number;
  totalJournalEntries: number;
  userRanking: { position: number; totalUsers: number; message: string };
}

export interface TEncouragementVerse {
  reference: string;
  text: string;
  message: string;
}

/** GET /api/daily-encouragement: today's verse (day of year mod 7) and the closing one (offset 3), in the user's translation. */
export interface TDailyEncouragement {
  day: string;
  translation: string;
  today: TEncouragementVerse;
  closing: TEncouragementVerse;
}
