import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TPassage } from '../../contract/bible.js';
import { BIBLE_BOOKS, BOOK_BY_OSIS } from '../../contract/bible-books.js';
import { formatReference, parseReference, ReferenceError, type BibleRef } from '../../contract/bible-reference.js';
import type { TTranslation } from '../../contract/common.js';
import { CONTENT_DIR } from '../paths.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';

interface BibleFile {
  translation: { id: string; name: string; license: string };
  books: { osis: string; name: string; chapters: string[][] }[];
}

export interface Verse {
  chapter: number;
  verse: number;
  text: string;
}

export interface Passage {
  /** Canonical display form: "John 3:16-18", "Psalm 23". */
  reference: string;
  ref: BibleRef;
  translation: TTranslation;
  verses: Verse[];
  /** The verses joined with spaces (empty footnote-only verses left out), after "…" if it starts mid-sentence. */
  text: string;
}

const cache = new Map<TTranslation, Map<string, string[][]>>();

/**
 * Taking the markup out of the source dropped the space after a speech that ends mid-verse in 19 WEB verses
 * ("all things new.”He said"); it is put back, as the printed text has it.
 */
const restoreSpace = (verse: string) => verse.replace(/([.?!,;:]”)(?=\p{L})/gu, '$1 ');

/** The whole translation, loaded once on first use (about 5 MB each). */
export function bibleBooks(translation: TTranslation): Map<string, string[][]> {
  let books = cache.get(translation);
  if (!books) {
    const file = path.join(CONTENT_DIR, 'bible', `${translation.toLowerCase()}.json.gz`);
    const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as BibleFile;
    books = new Map(data.books.map((b) => [b.osis, b.chapters.map((verses) => verses.map(restoreSpace))]));
    cache.set(translation, books);
  }
  return books;
}

/** The verses of a parsed reference; throws a 404 AppError when a verse doesn't exist. */
export function passageOf(ref: BibleRef, translation: TTranslation): Passage {
  const chapters = bibleBooks(translation).get(ref.book);
  const book = BOOK_BY_OSIS.get(ref.book);
  if (!chapters || !book) throw notFound(`Unknown book ${ref.book}.`);
  const lastChapter = ref.endChapter ?? ref.chapter;
  const verses: Verse[] = [];
  for (let c = ref.chapter; c <= lastChapter; c++) {
    const texts = chapters[c - 1];
    if (!texts) throw notFound(`${book.name} has no chapter ${c}.`);
    const from = c === ref.chapter ? (ref.verse ?? 1) : 1;
    const to =
      c === lastChapter
        ? (ref.endVerse ?? (ref.verse !== undefined && ref.endChapter === undefined ? ref.verse : texts.length))
        : texts.length;
    if (from > texts.length) throw notFound(`${formatReference({ book: ref.book, chapter: c })} has ${texts.length} verses.`);
    if (to > texts.length) throw notFound(`${formatReference({ book: ref.book, chapter: c })} has ${texts.length} verses.`);
    for (let v = from; v <= to; v++) verses.push({ chapter: c, verse: v, text: texts[v - 1]! });
  }
  return {
    reference: formatReference(ref),
    ref,
    translation,
    verses,
    text: openingOf(
      verses
        .map((v) => v.text)
        .filter(Boolean)
        .join(' '),
    ),
  };
}

/**
 * A passage that starts mid-sentence ("but whoever drinks of the water…", John 4:14) opens with an ellipsis,
 * so it reads as the middle of something rather than a sentence with a typo. The words are untouched.
 */
function openingOf(text: string): string {
  return /^\p{Ll}/u.test(text) ? `…${text}` : text;
}

/** Parses what a person typed and returns its text; a bad reference is a 400 with a message to act on. */
export function lookupPassage(reference: string, translation: TTranslation): Passage {
  let ref: BibleRef;
  try {
    ref = parseReference(reference);
  } catch (e) {
    if (e instanceof ReferenceError) throw badRequest(e.message);
    throw e;
  }
  try {
    return passageOf(ref, translation);
  } catch (e) {
    // What a person typed names a verse that isn't there ("John 3:99"): that's their reference to fix, a 400.
    if (e instanceof AppError && e.status === 404) throw badRequest(e.message);
    throw e;
  }
}

/** Text of a reference the product itself ships (content files); a broken one is a bug, not user error. */
export function passageText(reference: string, translation: TTranslation): string {
  return lookupPassage(reference, translation).text;
}

/** The translation a reader sees: what they asked for, else their setting, else WEB. */
export function readerTranslation(user: { translation: string } | null, requested?: TTranslation): TTranslation {
  if (requested) return requested;
  return user?.translation === 'KJV' ? 'KJV' : 'WEB';
}

/** "John 2" and "John 4" around John 3, crossing into the neighbouring books at the ends. */
export function chapterNeighbours(book: string, chapter: number): { previous: string | null; next: string | null } {
  const index = BIBLE_BOOKS.findIndex((b) => b.osis === book);
  const here = BIBLE_BOOKS[index];
  if (!here) return { previous: null, next: null };
  const before = BIBLE_BOOKS[index - 1];
  const after = BIBLE_BOOKS[index + 1];
  const previous = chapter > 1 ? { book, chapter: chapter - 1 } : before ? { book: before.osis, chapter: before.chapters } : null;
  const next = chapter < here.chapters ? { book, chapter: chapter + 1 } : after ? { book: after.osis, chapter: 1 } : null;
  return { previous: previous && formatReference(previous), next: next && formatReference(next) };
}

/** A passage as the API answers it, with its chapter and the chapters either side for a reader. */
export function toApiPassage(p: Passage): TPassage {
  const book = BOOK_BY_OSIS.get(p.ref.book)!;
  const { previous, next } = chapterNeighbours(p.ref.book, p.ref.chapter);
  return {
    reference: p.reference,
    translation: p.translation,
    book: { osis: book.osis, name: book.name },
    verses: p.verses,
    text: p.text,
    chapterReference: formatReference({ book: p.ref.book, chapter: p.ref.chapter }),
    previousChapter: previous,
    nextChapter: next,
  };
}
