import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { formatReference, parseReference, type BibleRef } from '../../../contract/bible-reference.js';
import { CONTENT_DIR } from '../../paths.js';
import { bibleBooks } from '../../domain/bible.js';
import { verseKeysOf } from '../../domain/naves.js';

/** A related verse chosen by hand: the reference (its text always comes from the Bible files) and why it belongs. */
export interface WrittenRelated {
  reference: string;
  connection: string;
}

/** What was written for one curated passage (content/passage-insights.json). */
export interface WrittenInsight {
  insight: string;
  application: string;
  related: WrittenRelated[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T;

let summaries: Record<string, string[]> | undefined;
let insights: Map<string, WrittenInsight> | undefined;
let insightKeys: { reference: string; keys: Set<string> }[] | undefined;

/** One or two sentences for each of the 1,189 chapters, by OSIS book id (content/chapter-summaries.json). */
export const chapterSummaries = () => (summaries ??= readJson<Record<string, string[]>>('chapter-summaries.json'));

/** Written insights by canonical reference ("Psalm 23:1-3"). */
export function passageInsights(): Map<string, WrittenInsight> {
  if (!insights) {
    const raw = readJson<Record<string, WrittenInsight>>('passage-insights.json');
    insights = new Map(Object.entries(raw).map(([reference, w]) => [formatReference(parseReference(reference)), w]));
  }
  return insights;
}

export function chapterSummary(book: string, chapter: number): string | undefined {
  return chapterSummaries()[book]?.[chapter - 1];
}

/** "Romans 8", "Psalm 23", "Jude" (a one-chapter book is named without its chapter). */
export function chapterName(book: string, chapter: number): string {
  const b = BOOK_BY_OSIS.get(book)!;
  return b.chapters === 1 ? b.name : formatReference({ book, chapter });
}

/**
 * The chapter a passage covers from its first verse to its last ("Psalm 23:1-6" is Psalm 23), or null: such a passage
 * is read, placed and written for as the chapter it is.
 */
export function wholeChapterOf(ref: BibleRef): BibleRef | null {
  if (ref.verse === undefined) return ref.endChapter === undefined ? ref : null;
  if (ref.verse !== 1 || (ref.endChapter !== undefined && ref.endChapter !== ref.chapter)) return null;
  const verses = bibleBooks('WEB').get(ref.book)?.[ref.chapter - 1]?.length;
  return (ref.endVerse ?? 1) === verses ? { book: ref.book, chapter: ref.chapter } : null;
}

/** A passage's largest passes no more than a few verses (or a chapter) past one written for: then that one speaks for it too. */
const MAX_BORROWED_VERSES = 6;

/**
 * What was written for this passage: its own entry, or else that of a curated passage that holds all of it (Psalm 23:1
 * is inside Psalm 23:1-3), as long as that one is short: a verse of a long passage is not what the passage is about.
 */
export function writtenFor(ref: BibleRef): { reference: string; written: WrittenInsight } | undefined {
  const all = passageInsights();
  const reference = formatReference(ref);
  const own = all.get(reference);
  if (own) return { reference, written: own };
  const chapter = wholeChapterOf(ref);
  const chapterReference = chapter && formatReference(chapter);
  const forChapter = chapterReference ? all.get(chapterReference) : undefined;
  if (forChapter) return { reference: chapterReference!, written: forChapter };
  const keys = verseKeysOf(ref);
  insightKeys ??= [...all.keys()].map((r) => ({ reference: r, keys: new Set(verseKeysOf(parseReference(r))) }));
  const holder = insightKeys
    .filter((h) => h.keys.size <= MAX_BORROWED_VERSES && keys.every((k) => h.keys.has(k)))
    .sort((a, b) => a.keys.size - b.keys.size)[0];
  return holder ? { reference: holder.reference, written: all.get(holder.reference)! } : undefined;
}
