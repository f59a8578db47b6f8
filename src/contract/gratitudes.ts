import { z } from 'zod/mini';
import { ZId } from './common.js';

export const GRATITUDE_MAX = 2000;
const EMPTY = "Please enter something you're grateful for";

export const ZCreateGratitude = z.object({
  userId: z.optional(ZId),
  text: z
    .string(EMPTY)
    .check(
      z.trim(),
      z.minLength(1, EMPTY),
      z.maxLength(GRATITUDE_MAX, `A gratitude must be at most ${GRATITUDE_MAX.toLocaleString('en-US')} characters`),
    ),
});
export type TCreateGratitude = z.input<typeof ZCreateGratitude>;

export const ZGratitude = z.object({
  id: z.number(),
  userId: z.number(),
  text: z.string(),
  date: z.string(),
});
export type TGratitude = z.infer<typeof ZGratitude>;
