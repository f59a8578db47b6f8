import { z } from 'zod/mini';
import { ZTranslation } from './common.js';

/** ?translation= overrides the reader's setting; signed out it defaults to WEB. */
export const ZTranslationQuery = z.object({ translation: z.optional(ZTranslation) });

export const ZPassageQuery = z.object({
  ref: z.string('Enter a Bible reference such as John 3:16.').check(z.maxLength(80, 'That reference is too long.')),
  translation: z.optional(ZTranslation),
});

export const ZVerse = z.object({ chapter: z.number(), verse: z.number(), text: z.string() });
export type TVerse = z.infer<typeof ZVerse>;

export const ZPassage = z.object({
  /** Canonical display form: "John 3:16-18", "Psalm 23". */
  reference: z.string(),
  translation: ZTranslation,
  book: z.object({ osis: z.string(), name: z.string() }),
  verses: z.array(ZVerse),
  /** The verses joined with spaces. */
  text: z.string(),
  /** The chapter the passage starts in ("John 3"), for reading it in context. */
  chapterReference: z.string(),
  previousChapter: z.nullable(z.string()),
  nextChapter: z.nullable(z.string()),
});
export type TPassage = z.infer<typeof ZPassage>;

export const SEARCH_PAGE_SIZE = 20;

export const ZBibleSearchQuery = z.object({
  q: z
    .string('Type a word or a reference to search for.')
    .check(z.trim(), z.minLength(1, 'Type a word or a reference to search for.'), z.maxLength(100, 'Search for at most 100 characters.')),
  translation: z.optional(ZTranslation),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'Page starts at 1'), z.maximum(1000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50, 'At most 50 results a page')), SEARCH_PAGE_SIZE),
});

export const ZBibleSearchResult = z.object({ reference: z.string(), chapterReference: z.string(), text: z.string() });
export type TBibleSearchResult = z.infer<typeof ZBibleSearchResult>;

export const ZBibleSearch = z.object({
  query: z.string(),
  /** 'reference' when the query was a reference ("Ps 23"), else 'words'. */
  kind: z.enum(['reference', 'words']),
  translation: ZTranslation,
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  results: z.array(ZBibleSearchResult),
  /** Why a reference found nothing ("John 3 has 36 verses."). */
  message: z.optional(z.string()),
});
export type TBibleSearch = z.infer<typeof ZBibleSearch>;
