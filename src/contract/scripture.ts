import { z } from 'zod/mini';
import { idOf, ZTranslation } from './common.js';

export const ZScripture = z.object({
  id: z.number(),
  /** The reference, as the spec names it. */
  verse: z.string(),
  text: z.string(),
  translation: ZTranslation,
});
export type TScripture = z.infer<typeof ZScripture>;

export const ZScriptureQuery = z.object({
  translation: z.optional(ZTranslation),
  /** Accepted for compatibility; it must be the signed-in user's own id. */
  userId: z.optional(idOf('userId')),
});

export const ZFavoriteBody = z.object({ userId: idOf('userId') });
export const ZFavoriteAnswer = z.object({ isFavorite: z.boolean() });
export type TFavoriteAnswer = z.infer<typeof ZFavoriteAnswer>;

export const ZRelatedVerse = z.object({ reference: z.string(), text: z.string(), connection: z.string() });
export type TRelatedVerse = z.infer<typeof ZRelatedVerse>;

export const INTERPRETATION_SOURCES = ['ai', 'composer'] as const;

export const ZInterpretation = z.object({
  reference: z.string(),
  translation: ZTranslation,
  theologicalInsight: z.string(),
  contextExplanation: z.string(),
  personalApplication: z.string(),
  relatedVerses: z.array(ZRelatedVerse),
  /** 'composer': composed offline from the notes written for each passage, chapter and book, and Nave's Topical Bible. */
  source: z.enum(INTERPRETATION_SOURCES),
});
export type TInterpretation = z.infer<typeof ZInterpretation>;

/** The note the dialog shows under an interpretation the offline composer wrote. */
export const COMPOSER_NOTE = "Composed offline from Lamplight's notes on the passage, its chapter and its book, and Nave's Topical Bible";

/** Biblical context for any passage of the Bible (one chapter at most), in the reader's translation. */
export const ZPassageContextQuery = z.object({
  ref: z
    .string('Enter a Bible reference such as John 3:16.')
    .check(z.trim(), z.minLength(1, 'Enter a Bible reference such as John 3:16.'), z.maxLength(80, 'That reference is too long.')),
  translation: z.optional(ZTranslation),
});
