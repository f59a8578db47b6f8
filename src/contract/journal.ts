import { z } from 'zod/mini';
import { optionalText, ZId } from './common.js';
import { ZMood } from './mood-entries.js';

export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_CONTENT_MAX = 100_000;
export const JOURNAL_SCRIPTURE_MAX = 200;
const MISSING = 'Please enter a title and content for your journal entry';

/** The body of POST /api/journal and PUT /api/journal/{id}. */
export const ZJournalInput = z.object({
  userId: z.optional(ZId),
  title: z
    .string(MISSING)
    .check(z.trim(), z.minLength(1, MISSING), z.maxLength(JOURNAL_TITLE_MAX, `The title must be at most ${JOURNAL_TITLE_MAX} characters`)),
  content: z
    .string(MISSING)
    .check(
      z.trim(),
      z.minLength(1, MISSING),
      z.maxLength(JOURNAL_CONTENT_MAX, `The entry must be at most ${JOURNAL_CONTENT_MAX.toLocaleString('en-US')} characters`),
    ),
  scripture: optionalText(JOURNAL_SCRIPTURE_MAX, `The scripture reference must be at most ${JOURNAL_SCRIPTURE_MAX} characters`),
  mood: z.pipe(
    z.pipe(
      z.nullish(z.string().check(z.trim())),
      z.transform((v) => (v ? v : null)),
    ),
    z.nullable(ZMood),
  ),
});
export type TJournalInput = z.input<typeof ZJournalInput>;

/** The journal form: what a person types, checked by the same rules the server applies. */
export const ZJournalForm = z.omit(ZJournalInput, { userId: true });
/** What the form sends once checked (trimmed; an empty scripture or mood is null). */
export type TJournalSave = z.output<typeof ZJournalForm>;

export const ZJournalEntry = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  content: z.string(),
  scripture: z.nullable(z.string()),
  mood: z.nullable(z.string()),
  /** When it was written (ISO). */
  date: z.string(),
  updatedAt: z.string(),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;
