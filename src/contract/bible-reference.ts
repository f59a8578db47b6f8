import { BIBLE_BOOKS, BOOK_BY_OSIS, type BibleBook } from './bible-books.js';

/** A parsed reference: a whole chapter (no verses), a verse, or a range that may cross chapters. */
export interface BibleRef {
  book: string; // OSIS id
  chapter: number;
  verse?: number;
  endChapter?: number;
  endVerse?: number;
}

const ORDINALS: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
};

/** Lower-case, no dots, ordinals as digits glued to the name: "I Cor." → "1cor", "First John" → "1john". */
function normaliseBook(raw: string): string {
  let s = raw.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  // A Roman numeral or word needs a space after it ("ii kings", not "isaiah"); a digit may touch the name.
  const m = /^(?:(i{1,3}|first|second|third|1st|2nd|3rd) +|([123]) *)([a-z].*)$/.exec(s);
  if (m) s = `${m[2] ?? ORDINALS[m[1]!]}${m[3]}`;
  return s;
}

const BOOK_INDEX = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) {
  for (const alias of [book.name, book.osis, ...book.aliases]) BOOK_INDEX.set(normaliseBook(alias), book);
}

export function findBook(raw: string): BibleBook | undefined {
  return BOOK_INDEX.get(normaliseBook(raw));
}

export class ReferenceError extends Error {}

const REF = /^(.+?)\s*(\d+)(?:\s*[:.]\s*(\d+))?(?:\s*[-–—]\s*(\d+)(?:\s*[:.]\s*(\d+))?)?$/;

/**
 * Parses what people type: "John 3:16", "Jn 3:16-18", "Psalm 23", "Ps 23:1-3", "1 Cor 13:4-7",
 * "1 Corinthians 13", "Song of Songs 2:4", "Isaiah 52:13-53:12", "Jude 3" (one-chapter books take a
 * verse). Checks the book and the chapter count; verse numbers are checked against the text by the server.
 */
export function parseReference(input: string): BibleRef {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) throw new ReferenceError('Enter a Bible reference such as John 3:16.');
  if (text.length > 80) throw new ReferenceError('That reference is too long.');
  const m = REF.exec(text);
  if (!m) throw new ReferenceError(`"${text}" is not a Bible reference. Try something like John 3:16 or Psalm 23.`);
  const [, bookText, a, b, c, d] = m;
  const book = findBook(bookText!);
  if (!book) throw new ReferenceError(`There is no book called "${bookText!.trim()}" in the Bible.`);
  let ref: BibleRef;
  const n = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  if (b === undefined) {
    if (book.chapters === 1 && a !== '1') {
      // "Jude 3" and "Jude 3-5": verses of the only chapter.
      ref = { book: book.osis, chapter: 1, verse: n(a), endVerse: n(c) };
    } else if (c !== undefined && d === undefined) {
      ref = { book: book.osis, chapter: n(a)!, endChapter: n(c) }; // "Psalm 23-24"
    } else if (c !== undefined && d !== undefined) {
      ref = { book: book.osis, chapter: n(a)!, verse: 1, endChapter: n(c), endVerse: n(d) };
    } else {
      ref = { book: book.osis, chapter: n(a)! };
    }
  } else if (d !== undefined) {
    ref = { book: book.osis, chapter: n(a)!, verse: n(b), endChapter: n(c), endVerse: n(d) };
  } else {
    ref = { book: book.osis, chapter: n(a)!, verse: n(b), endVerse: n(c) };
  }
  validate(ref, book);
  return normaliseRange(ref);
}

function validate(ref: BibleRef, book: BibleBook) {
  const last = ref.endChapter ?? ref.chapter;
  if (ref.chapter < 1 || ref.chapter > book.chapters || last < ref.chapter || last > book.chapters) {
    throw new ReferenceError(book.chapters === 1 ? `${book.name} has only one chapter.` : `${book.name} has ${book.chapters} chapters.`);
  }
  if (ref.verse !== undefined && ref.verse < 1) throw new ReferenceError('Verse numbers start at 1.');
  if (ref.endVerse !== undefined && ref.endChapter === undefined && ref.verse !== undefined && ref.endVerse < ref.verse) {
    throw new ReferenceError('The end of the range comes before its start.');
  }
}

function normaliseRange(ref: BibleRef): BibleRef {
  const out: BibleRef = { book: ref.book, chapter: ref.chapter };
  if (ref.verse !== undefined) out.verse = ref.verse;
  if (ref.endChapter !== undefined && ref.endChapter !== ref.chapter) out.endChapter = ref.endChapter;
  if (ref.endVerse !== undefined && !(ref.endChapter === undefined && ref.endVerse === ref.verse)) out.endVerse = ref.endVerse;
  return out;
}

/** "John 3:16-18", "Psalm 23", "1 Corinthians 13:4-7", "Isaiah 52:13-53:12", "Jude 1:3". */
export function formatReference(ref: BibleRef): string {
  const book = BOOK_BY_OSIS.get(ref.book);
  if (!book) return ref.book;
  const singleChapter = ref.endChapter === undefined || ref.endChapter === ref.chapter;
  const name = book.osis === 'Ps' && singleChapter ? 'Psalm' : book.name;
  let s = `${name} ${ref.chapter}`;
  if (ref.verse !== undefined) s += `:${ref.verse}`;
  if (ref.endChapter !== undefined && ref.endChapter !== ref.chapter) {
    s += `-${ref.endChapter}`;
    if (ref.endVerse !== undefined) s += `:${ref.endVerse}`;
  } else if (ref.endVerse !== undefined && ref.endVerse !== ref.verse) {
    s += `-${ref.endVerse}`;
  }
  return s;
}
