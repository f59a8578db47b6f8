import { z } from 'zod';

export const DAILY_ACTIVITIES = ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer'] as const;
export const ZActivity = z.enum(DAILY_ACTIVITIES, { message: `Type must be one of ${DAILY_ACTIVITIES.join(', ')}` });
export type TActivity = z.infer<typeof ZActivity>;

export const ZRecordCompletion = z.object({
  userId: z.coerce.number().int().positive().optional(),
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
