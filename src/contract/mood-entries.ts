import { z } from 'zod';
import { ZId } from './common.js';
import { MOOD_VALUES } from './moods.js';

// The mood list itself is in moods.ts, free of the validation library, so screens that only show moods stay light.
export const ZMood = z.enum(MOOD_VALUES, { message: 'Mood must be one of the listed moods' });

export const ZCreateMood = z.object({
  userId: ZId.optional(),
  mood: z.string({ message: 'Please select a mood' }).trim().min(1, 'Please select a mood').pipe(ZMood),
  // No length limit of its own: the request body limit (1 MB) is the only bound.
  reflection: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCreateMood = z.input<typeof ZCreateMood>;

export const ZMoodEntry = z.object({
  id: z.number(),
  userId: z.number(),
  mood: z.string(),
  reflection: z.string().nullable(),
  date: z.string(),
});
export type TMoodEntry = z.infer<typeof ZMoodEntry>;
