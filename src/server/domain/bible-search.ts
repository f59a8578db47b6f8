import { formatReference, parseReference, ReferenceError } from '../../contract/bible-reference.js';
import type { TBibleSearch, TBibleSearchResult } from '../../contract/bible.js';
import type { TTranslation } from '../../contract/common.js';
import { bibleBooks, passageOf } from './bible.js';
import { AppError } from '../platform/errors.js';

interface IndexedVerse {
  book: string;
  chapter: number;
  verse: number;
  text: string;
  /** Lower-case words joined by single spaces, for phrase matches. */
  plain: string;
}

interface WordIndex {
  verses: IndexedVerse[];
  /** word → indices of the verses that contain it, ascending (canonical order). */
  postings: Map<string, number[]>;
}

/** Lower case, apostrophes dropped ("Lord's" → "lords"), everything else that isn't a letter or digit splits words. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const indexes = new Map<TTranslation, WordIndex>();

/** Built once per translation on first search (about 31,000 verses), then kept. */
function wordIndex(translation: TTranslation): WordIndex {
  let index = indexes.get(translation);
  if (index) return index;
  const verses: IndexedVerse[] = [];
  const postings = new Map<string, number[]>();
  for (const [book, chapters] of bibleBooks(translation)) {
    chapters.forEach((texts, c) =>
      texts.forEach((text, v) => {
        if (!text) return;
        const words = searchWords(text);
        const i = verses.length;
        verses.push({ book, chapter: c + 1, verse: v + 1, text, plain: words.join(' ') });
        for (const w of new Set(words)) {
          const list = postings.get(w);
          if (list) list.push(i);
          else postings.set(w, [i]);
        }
      }),
    );
  }
  index = { verses, postings };
  indexes.set(translation, index);
  return index;
}

// The WEB writes the divine name "Yahweh" where the KJV has "LORD": people type either.
const SYNONYMS: Record<string, string[]> = { lord: ['yahweh'], yahweh: ['lord'], jehovah: ['yahweh', 'lord'] };

/** Words too common to decide a match; they only break ties. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from he her him his i in is it me my of on or our shall so that the their them they this thou to unto was we were will with ye you your'.split(
    ' ',
  ),
);

/** Verses holding a word exactly, and (for 3+ letters) words that start with it: "shepherd" finds "shepherds". */
function matchesOf(index: WordIndex, term: string): { exact: Set<number>; any: Set<number> } {
  const exact = new Set<number>();
  for (const w of [term, ...(SYNONYMS[term] ?? [])]) for (const i of index.postings.get(w) ?? []) exact.add(i);
  const any = new Set(exact);
  if (term.length >= 3) {
    for (const [word, list] of index.postings) {
      if (word !== term && word.startsWith(term)) for (const i of list) any.add(i);
    }
  }
  return { exact, any };
}

const toResult = (v: { book: string; chapter: number; verse: number; text: string }): TBibleSearchResult => ({
  reference: formatReference({ book: v.book, chapter: v.chapter, verse: v.verse }),
  chapterReference: formatReference({ book: v.book, chapter: v.chapter }),
  text: v.text,
});

export interface SearchInput {
  q: string;
  translation: TTranslation;
  page: number;
  pageSize: number;
}

/**
 * A reference ("Ps 23", "John 3:16") answers its verses in order; anything else is a word search:
 * every word must appear (as a word or a word's beginning), the whole phrase and exact words rank first.
 */
export function searchBible({ q, translation, page, pageSize }: SearchInput): TBibleSearch {
  const base = { query: q, translation, page, pageSize };
  const paged = (all: TBibleSearchResult[]) => all.slice((page - 1) * pageSize, page * pageSize);

  let ref;
  try {
    ref = parseReference(q);
  } catch (e) {
    if (!(e instanceof ReferenceError)) throw e;
  }
  if (ref) {
    try {
      const passage = passageOf(ref, translation);
      const results = passage.verses.filter((v) => v.text).map((v) => toResult({ book: ref.book, ...v }));
      return { ...base, kind: 'reference', total: results.length, results: paged(results) };
    } catch (e) {
      if (e instanceof AppError) return { ...base, kind: 'reference', total: 0, results: [], message: e.message };
      throw e;
    }
  }

  const words = searchWords(q);
  const meaningful = [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
  const terms = (meaningful.length ? meaningful : [...new Set(words)]).slice(0, 8);
  if (!terms.length) return { ...base, kind: 'words', total: 0, results: [] };
  const index = wordIndex(translation);
  const matches = terms.map((t) => matchesOf(index, t));
  // Most of the words must be there: every one for one or two words, at least half of a longer query.
  const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
  const hits = new Map<number, number>();
  for (const m of matches) for (const i of m.any) hits.set(i, (hits.get(i) ?? 0) + 1);

  const total = index.verses.length;
  const phrase = words.length > 1 ? words.join(' ') : '';
  const stops = words.filter((w) => STOP_WORDS.has(w));
  const scored: { i: number; score: number }[] = [];
  for (const [i, count] of hits) {
    if (count < needed) continue;
    const v = index.verses[i]!;
    let score = count * 100;
    for (const m of matches) {
      if (m.any.has(i)) score += (m.exact.has(i) ? 2 : 1) * Math.log(1 + total / Math.max(1, m.any.size));
    }
    if (phrase && v.plain.includes(phrase)) score += 50;
    const verseWords = ` ${v.plain} `;
    for (const w of stops) if (verseWords.includes(` ${w} `)) score += 0.2;
    // Among equals, a short verse is the better answer to "a verse about X".
    score -= v.plain.length / 500;
    scored.push({ i, score });
  }
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const results = scored.slice((page - 1) * pageSize, page * pageSize).map(({ i }) => toResult(index.verses[i]!));
  return { ...base, kind: 'words', total: scored.length, results };
}
