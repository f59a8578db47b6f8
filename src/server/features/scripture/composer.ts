import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BIBLE_BOOKS, BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { formatReference, parseReference, type BibleRef } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import type { TInterpretation, TRelatedVerse } from '../../../contract/scripture.js';
import { clipText } from '../../../contract/text.js';
import { CONTENT_DIR } from '../../paths.js';
import { bibleBooks, passageOf, type Passage } from '../../domain/bible.js';
import { topicsForPassage, type PassageTopic } from '../../domain/naves.js';
import { GIANT_TOPIC, relatedVerses } from './related-verses.js';
import { stem, stemsOf, telling, wordsOf } from './verse-words.js';
import { chapterName, chapterSummary, wholeChapterOf, writtenFor, type WrittenRelated } from './written.js';

/** The closing double mark that pairs with each opening one (by index); marks without a partner are left out. */
function doublePairs(chars: string[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  chars.forEach((ch, i) => {
    if (ch === '“') open.push(i);
    else if (ch === '”' && open.length) pairs.set(open.pop()!, i);
  });
  return pairs;
}

/** A ’ after punctuation, not running into a word, ends a quotation (“…servants.’”); inside a word it is an apostrophe. */
const closesSingle = (chars: string[], i: number) => /[.?!,;:—–”…]/.test(chars[i - 1] ?? '') && !/\p{L}/u.test(chars[i + 1] ?? '');

/**
 * Quotation marks that pair up: a speech that opens in one verse and closes in a later one leaves a mark without its
 * partner in the verse quoted; that mark is dropped (the words are untouched). Double marks pair by nesting; a single
 * closing mark is dropped when nothing opened it, and a single opening mark when nothing after it could close it.
 */
export function balanceQuotes(text: string): string {
  const chars = [...text];
  const pairs = doublePairs(chars);
  const paired = new Set([...pairs].flat());
  const drop = new Set<number>();
  chars.forEach((ch, i) => {
    if ((ch === '“' || ch === '”') && !paired.has(i)) drop.add(i);
  });
  let opened = 0;
  chars.forEach((ch, i) => {
    if (ch === '‘') opened++;
    else if (ch === '’' && closesSingle(chars, i)) {
      if (opened) opened--;
      else drop.add(i);
    }
  });
  chars.forEach((ch, i) => {
    if (ch === '‘' && !chars.slice(i + 1).some((c, j) => c === '’' && !/\p{L}/u.test(chars[i + j + 2] ?? ''))) drop.add(i);
  });
  return chars.filter((_, i) => !drop.has(i)).join('');
}

/**
 * Verse words in curly quotes. A verse that is one whole speech doesn't get its marks twice; a speech inside it is a
 * quotation within a quotation and takes single marks (“He said, ‘Write.’”), unless it holds single marks already.
 */
function quote(text: string): string {
  let inner = text.replace(/"/g, '').trim();
  // A verse cut short (…) closes the speeches it had opened where it stops, rather than losing their opening marks.
  if (inner.endsWith('…')) {
    const chars = [...inner];
    const pairs = doublePairs(chars);
    inner += chars
      .filter((ch, i) => ch === '“' && !pairs.has(i))
      .map(() => '”')
      .join('');
  }
  inner = balanceQuotes(inner);
  const chars = [...inner];
  if (doublePairs(chars).get(0) === chars.length - 1) inner = chars.slice(1, -1).join('');
  if (!inner.includes('‘')) inner = inner.replace(/“/g, '‘').replace(/”/g, '’');
  return `“${inner}”`;
}

interface BookIntro {
  author: string;
  date: string;
  audience: string;
  purpose: string;
  themes: string[];
}

export interface InsightTheme {
  key: string;
  label: string;
  naves: string[];
  themes: string[];
  /** Words that show the theme in a verse's own text ("shepherd", "guide" for God's guidance). */
  words: string[];
  insight: string;
  application: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T;
let intros: Record<string, BookIntro> | undefined;
let themes: InsightTheme[] | undefined;
export const bookIntros = () => (intros ??= readJson<Record<string, BookIntro>>('book-intros.json'));
export const insightThemes = () => (themes ??= readJson<InsightTheme[]>('insight-themes.json'));

const firstSentences = (text: string, n: number) => (text.match(/[^.!?]+[.!?]+["”’)]?/g) ?? [text]).slice(0, n).join('').trim();

const joinList = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** A stable small number from a reference, so the same passage always reads the same way. */
function pick<T>(seed: string, options: T[]): T {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return options[h % options.length]!;
}

/** What each of a theme's words in the passage adds (two at most, its name once more), and its being a theme of the book (a tie-breaker). */
const WORD_EVIDENCE = 0.05;
const BOOK_EVIDENCE = 0.03;
/** How rare a theme's name must be in the Bible to count once more: "kingdom" and "peace" are, "word" and "love" are not. */
const NAME_RARITY = 4;
/** A second theme is named only when the passage shows it nearly as clearly as the first. */
const SECOND_THEME_SHARE = 0.5;
const SECOND_THEME_EVIDENCE = 0.1;

/**
 * The passage's themes, the clearest first: Nave's topics that cite the passage itself (not a topic that spans the
 * whole Bible), the theme's own words in the passage, and the book's themes when nothing else speaks. At most two:
 * the second only when the passage says it in so many words and it fits nearly as well as the first.
 */
export function themesFor(topics: PassageTopic[], book: string, text: string): InsightTheme[] {
  const stems = stemsOf(text);
  const bookThemes = bookIntros()[book]?.themes ?? [];
  const scored = insightThemes()
    .map((theme) => {
      const cited = Math.max(
        0,
        ...topics.filter((t) => t.topic.refs.length < GIANT_TOPIC && theme.naves.includes(t.topic.name)).map((t) => t.weight),
      );
      const said = new Set(theme.words.map(stem).filter((w) => stems.has(w))).size;
      // The theme's own name in the passage ("kingdom", "peace") says the most, unless it is an everyday word ("word").
      const named = wordsOf(theme.key).some((w) => theme.words.includes(w) && stems.has(stem(w)) && telling(stem(w), NAME_RARITY));
      const inBook = bookThemes.some((w) => theme.themes.includes(w));
      return { theme, said, evidence: cited + (Math.min(2, said) + (named ? 1 : 0)) * WORD_EVIDENCE + (inBook ? BOOK_EVIDENCE : 0) };
    })
    .filter((s) => s.evidence > 0)
    .sort((a, b) => b.evidence - a.evidence);
  const [first, ...rest] = scored;
  if (!first) return [];
  // The second must be in the passage's own words too: Nave's filing alone names a theme the reader can't see there.
  const second = rest.find((s) => s.said > 0);
  const fits = second && second.evidence >= SECOND_THEME_EVIDENCE && second.evidence >= first.evidence * SECOND_THEME_SHARE;
  return fits ? [first.theme, second.theme] : [first.theme];
}

function where(ref: BibleRef): string {
  const total = BOOK_BY_OSIS.get(ref.book)?.chapters ?? 1;
  if (total < 3) return '';
  const at = ref.chapter / total;
  return at <= 0.25 ? 'near the beginning of' : at >= 0.75 ? 'near the end of' : 'in the middle of';
}

/** The verses just before and after the passage, or the openings of the chapters around it when it is a whole chapter (`ref`). */
function surroundings(passage: Passage, ref: BibleRef, translation: TTranslation): string {
  const chapters = bibleBooks(translation).get(ref.book)!;
  const verseText = (c: number, v: number) => chapters[c - 1]?.[v - 1] ?? '';
  if (ref.verse === undefined) {
    const index = BIBLE_BOOKS.findIndex((b) => b.osis === ref.book);
    const before = ref.chapter > 1 ? { book: ref.book, chapter: ref.chapter - 1 } : null;
    const after = ref.chapter < BIBLE_BOOKS[index]!.chapters ? { book: ref.book, chapter: ref.chapter + 1 } : null;
    const parts: string[] = [];
    if (before) parts.push(`It follows ${formatReference(before)}, which opens: ${quote(clipText(verseText(before.chapter, 1), 150))}`);
    if (after)
      parts.push(
        `${before ? 'It is followed by' : 'It leads into'} ${formatReference(after)}, which begins: ${quote(clipText(verseText(after.chapter, 1), 150))}`,
      );
    return parts.join(' ');
  }
  const first = passage.verses[0]!;
  const last = passage.verses.at(-1)!;
  const prev = first.verse > 1 ? { c: first.chapter, v: first.verse - 1 } : null;
  const nextExists = verseText(last.chapter, last.verse + 1) !== '';
  const next = nextExists ? { c: last.chapter, v: last.verse + 1 } : null;
  const parts: string[] = [];
  if (prev)
    parts.push(
      `The verse just before (${formatReference({ book: ref.book, chapter: prev.c, verse: prev.v })}) sets the scene: ${quote(clipText(verseText(prev.c, prev.v), 170))}`,
    );
  if (next)
    parts.push(
      `${prev ? 'Right after it' : 'Straight after it'}, ${formatReference({ book: ref.book, chapter: next.c, verse: next.v })} goes on: ${quote(clipText(verseText(next.c, next.v), 170))}`,
    );
  return parts.join(' ');
}

/** "Traditionally attributed to Moses; …" reads as a sentence once the book is its subject. */
function aboutAuthor(bookName: string, author: string): string {
  return /^(Traditionally|Attributed|Written)\b/.test(author)
    ? `${bookName} is ${author.charAt(0).toLowerCase()}${author.slice(1)}`
    : author;
}

/** Questions that fit any passage: a genealogy as well as a psalm. */
const QUESTIONS = [
  'What does this passage show you about God, and what does it ask of you?',
  'Which word or phrase stands out to you here, and why might that be?',
  'Where in your life right now do these words meet you most directly?',
  'What is one thing here you would like to talk over with God in prayer?',
];

/** The chapters a passage spans, two at most (a longer passage is summed up by where it starts and ends). */
function chaptersOf(ref: BibleRef): number[] {
  const last = ref.endChapter ?? ref.chapter;
  return last === ref.chapter ? [ref.chapter] : [ref.chapter, last];
}

/** Hand-chosen related verses, their text from the Bible files in the reader's translation. */
function writtenRelated(related: WrittenRelated[], translation: TTranslation): TRelatedVerse[] {
  return related.map((r) => {
    const verse = passageOf(parseReference(r.reference), translation);
    return { reference: verse.reference, text: verse.text, connection: r.connection };
  });
}

/**
 * The offline composer. For a curated passage: the insight, application and related verses written for it
 * (passage-insights.json). For any other verse: what its chapter is about (chapter-summaries.json) and its book's
 * concerns, and related verses from Nave's topics, only those close in subject and words. Both get the book's background
 * (book-intros.json) and the verses around the passage. It says less when it knows less: no stock paragraph.
 */
export function composeInterpretation(passage: Passage, translation: TTranslation, wellLoved: Set<string> = new Set()): TInterpretation {
  const { reference } = passage;
  // "Psalm 23:1-6" is Psalm 23: written for, placed and introduced as the chapter.
  const ref = wholeChapterOf(passage.ref) ?? passage.ref;
  const book = BOOK_BY_OSIS.get(ref.book)!;
  const intro = bookIntros()[ref.book];
  const found = writtenFor(ref);
  const wholeChapter = ref.verse === undefined;
  const chapters = chaptersOf(ref).map((c) => ({ name: chapterName(ref.book, c), summary: chapterSummary(ref.book, c) ?? '' }));
  const inBrief = chapters.map((c) => `${c.name} in brief: ${c.summary}`);

  const insight = found
    ? [found.reference === formatReference(ref) ? '' : `These words belong to ${found.reference}.`, found.written.insight]
    : [
        wholeChapter ? '' : `${reference} belongs to ${joinList(chapters.map((c) => c.name))}.`,
        ...(wholeChapter ? inBrief : chapters.map((c) => c.summary)),
      ];

  const position = where(ref);
  const context = [
    `${reference} comes ${position ? `${position} ` : 'from '}${book.name}.`,
    // Without written insight the chapter's summary is the insight already.
    found ? inBrief.join(' ') : '',
    intro ? firstSentences(intro.purpose, 2) : '',
    intro ? `${aboutAuthor(book.name, intro.author)} ${intro.date}` : '',
    intro?.audience ?? '',
    surroundings(passage, ref, translation),
  ];

  const application = found
    ? [found.written.application]
    : [
        wholeChapter
          ? `Read ${chapters[0]!.name} through once, slowly, before deciding what it says to you.`
          : `Read ${joinList(chapters.map((c) => c.name))} through once, slowly, so that ${reference} is heard in its setting.`,
        pick(reference, QUESTIONS),
      ];

  let related: TRelatedVerse[];
  if (found) related = writtenRelated(found.written.related, translation);
  else {
    const topics = topicsForPassage(ref);
    // Judged on both translations' wording, so a passage has the same themes whichever one is read.
    const themes = themesFor(topics, ref.book, `${passageOf(ref, 'WEB').text} ${passageOf(ref, 'KJV').text}`);
    related = relatedVerses(passage, topics, themes, translation, wellLoved);
  }

  return {
    reference,
    translation,
    theologicalInsight: tidy(insight),
    contextExplanation: tidy(context),
    personalApplication: tidy(application),
    relatedVerses: related,
    source: 'composer',
  };
}

const tidy = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
