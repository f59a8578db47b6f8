import { z } from 'zod/mini';
import { ZTranslation } from './common.js';

export const MEDITATION_STAGES = ['settle', 'read', 'reflect', 'pray', 'rest'] as const;
export type TMeditationStageKey = (typeof MEDITATION_STAGES)[number];

/** Short headings a guided script speaks between its stages. */
export const STAGE_HEADINGS: Record<TMeditationStageKey, string> = {
  settle: 'Settle',
  read: 'Read',
  reflect: 'Reflect',
  pray: 'Pray',
  rest: 'Rest',
};

/** A session lasts this long until the audio's own length is known (and at least this long after). */
export const MEDITATION_SECONDS = 300;

export const ZMeditationSummary = z.object({
  id: z.number(),
  title: z.string(),
  scripture: z.string(),
  /** The opening of the reflection, for lists. */
  excerpt: z.string(),
});
export type TMeditationSummary = z.infer<typeof ZMeditationSummary>;

/** An item of GET /api/meditations: the summary plus the whole script (`content`), as the list has always carried it. */
export const ZMeditationListItem = z.extend(ZMeditationSummary, { content: z.string() });
export type TMeditationListItem = z.infer<typeof ZMeditationListItem>;

export const ZMeditationCount = z.object({ count: z.number() });

export const ZMeditationStage = z.object({
  key: z.enum(MEDITATION_STAGES),
  heading: z.string(),
  text: z.string(),
});

export const ZMeditation = z.extend(ZMeditationSummary, {
  translation: ZTranslation,
  /** The passage's text in the reader's translation, read right after the 'read' stage. */
  scriptureText: z.string(),
  stages: z.array(ZMeditationStage),
  /** The whole script as plain text: headings, stages and the passage. */
  content: z.string(),
  audioPath: z.string(),
});
export type TMeditation = z.infer<typeof ZMeditation>;

export const ZMeditationListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters.'))),
  translation: z.optional(ZTranslation),
});
