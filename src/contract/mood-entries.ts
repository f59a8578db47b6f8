import { z } from 'zod/mini';
import { optionalText, ZId } from './common.js';
import { MOOD_VALUES } from './moods.js';

// The mood list itself is in moods.ts, free of the validation library, so screens that only show moods stay light.
export const ZMood = z.enum(MOOD_VALUES, 'Mood must be one of the listed moods');

/** As long as a journal entry's text may be. */
export const MOOD_REFLECTION_MAX = 100_000;

export const ZCreateMood = z.object({
  userId: z.optional(ZId),
  mood: z.pipe(z.string('Please select a mood').check(z.trim(), z.minLength(1, 'Please select a mood')), ZMood),
  // The spec sets no limit; it is capped like a journal entry's text (decision 033).
  reflection: optionalText(MOOD_REFLECTION_MAX, `A reflection must be at most ${MOOD_REFLECTION_MAX.toLocaleString('en-US')} characters`),
});
export type TCreateMood = z.input<typeof ZCreateMood>;

export const ZMoodEntry = z.object({
  id: z.number(),
  userId: z.number(),
  mood: z.string(),
  reflection: z.nullable(z.string()),
  date: z.string(),
});
export type TMoodEntry = z.infer<typeof ZMoodEntry>;

/** The Mood History's month at a glance: the last 30 days of the user's own calendar. */
export const MOOD_TREND_DAYS = 30;

/** GET /api/moods/trend: per local day (oldest first, today last), how many times each mood was recorded. */
export const ZMoodTrend = z.object({
  today: z.string(),
  days: z.array(z.object({ day: z.string(), moods: z.record(z.string(), z.number()) })),
});
export type TMoodTrend = z.infer<typeof ZMoodTrend>;
