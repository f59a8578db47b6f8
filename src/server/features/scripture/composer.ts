import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BIBLE_BOOKS, BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { formatReference, type BibleRef } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import type { TInterpretation } from '../../../contract/scripture.js';
import { clipText } from '../../../contract/text.js';
import { CONTENT_DIR } from '../../paths.js';
import { bibleBooks, type Passage } from '../../platform/bible.js';
import { topicsForPassage, type PassageTopic } from '../../platform/naves.js';
import { relatedVerses } from './related-verses.js';

/** Verse words in curly quotes; a verse that opens or closes with its own speech marks doesn't get them twice. */
const quote = (text: string) => `“${text.replace(/^[“"]+/, '').replace(/[”"]+$/, '')}”`;

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

/** The passage's themes: those Nave's topics point to first, then the book's own. */
export function themesFor(topics: PassageTopic[], book: string): InsightTheme[] {
  const all = insightThemes();
  const found: InsightTheme[] = [];
  for (const { topic } of topics) {
    const theme = all.find((t) => t.naves.includes(topic.name));
    if (theme && !found.includes(theme)) found.push(theme);
  }
  for (const word of bookIntros()[book]?.themes ?? []) {
    const theme = all.find((t) => t.themes.includes(word));
    if (theme && !found.includes(theme)) found.push(theme);
  }
  return found;
}

/** The line of the passage that best carries its themes, short enough to remember. */
export function keyLine(text: string, words: string[]): string {
  const clauses = (text.match(/[^.;:!?]+[.;:!?]*["”’)]?/g) ?? [text]).map((c) => c.trim().replace(/^[“"‘]+|[”"’]+$/g, '')).filter((c) => c.length >= 20);
  if (!clauses.length) return clipText(text, 160);
  const score = (c: string) => words.filter((w) => c.toLowerCase().includes(w)).length * 10 - Math.abs(c.length - 90) / 30;
  const best = [...clauses].sort((a, b) => score(b) - score(a))[0]!;
  return clipText(best.replace(/[,;:]$/, ''), 160);
}

function where(ref: BibleRef): string {
  const total = BOOK_BY_OSIS.get(ref.book)?.chapters ?? 1;
  if (total < 3) return '';
  const at = ref.chapter / total;
  return at <= 0.25 ? 'near the beginning of' : at >= 0.75 ? 'near the end of' : 'in the middle of';
}

function surroundings(passage: Passage, translation: TTranslation): string {
  const { ref } = passage;
  const chapters = bibleBooks(translation).get(ref.book)!;
  const verseText = (c: number, v: number) => chapters[c - 1]?.[v - 1] ?? '';
  if (ref.verse === undefined) {
    const index = BIBLE_BOOKS.findIndex((b) => b.osis === ref.book);
    const before = ref.chapter > 1 ? { book: ref.book, chapter: ref.chapter - 1 } : null;
    const after = ref.chapter < BIBLE_BOOKS[index]!.chapters ? { book: ref.book, chapter: ref.chapter + 1 } : null;
    const parts: string[] = [];
    if (before) parts.push(`It follows ${formatReference(before)}, which opens: ${quote(clipText(verseText(before.chapter, 1), 150))}`);
    if (after) parts.push(`${before ? 'It is followed by' : 'It leads into'} ${formatReference(after)}, which begins: ${quote(clipText(verseText(after.chapter, 1), 150))}`);
    return parts.join(' ');
  }
  const first = passage.verses[0]!;
  const last = passage.verses.at(-1)!;
  const prev = first.verse > 1 ? { c: first.chapter, v: first.verse - 1 } : null;
  const nextExists = verseText(last.chapter, last.verse + 1) !== '';
  const next = nextExists ? { c: last.chapter, v: last.verse + 1 } : null;
  const parts: string[] = [];
  if (prev) parts.push(`The verse just before (${formatReference({ book: ref.book, chapter: prev.c, verse: prev.v })}) sets the scene: ${quote(clipText(verseText(prev.c, prev.v), 170))}`);
  if (next) parts.push(`${prev ? 'Right after it' : 'Straight after it'}, ${formatReference({ book: ref.book, chapter: next.c, verse: next.v })} goes on: ${quote(clipText(verseText(next.c, next.v), 170))}`);
  return parts.join(' ');
}

/** "Traditionally attributed to Moses; …" reads as a sentence once the book is its subject. */
function aboutAuthor(bookName: string, author: string): string {
  return /^(Traditionally|Attributed|Written)\b/.test(author) ? `${bookName} is ${author.charAt(0).toLowerCase()}${author.slice(1)}` : author;
}

const QUESTIONS = [
  'What would change in your day if you took these words as spoken to you personally?',
  'Which word or phrase stands out to you here, and why might that be?',
  'Where in your life right now do these words meet you most directly?',
  'What is one small way you could live this out before the day ends?',
  'If you trusted this completely, what would you stop worrying about?',
];

/**
 * The offline composer: an interpretation written from the book's background (book-intros.json), the verses
 * around the passage and the Nave's topics that cite it (which also give the related verses).
 */
export function composeInterpretation(passage: Passage, translation: TTranslation, wellLoved: Set<string> = new Set()): TInterpretation {
  const { ref } = passage;
  const book = BOOK_BY_OSIS.get(ref.book)!;
  const intro = bookIntros()[ref.book];
  const topics = topicsForPassage(ref);
  const found = themesFor(topics, ref.book);
  const [main, second] = found;
  const line = keyLine(passage.text, found.flatMap((t) => [t.key, ...t.themes]));
  const reference = passage.reference;

  const bookThemes = joinList((intro?.themes ?? []).slice(0, 3));
  const insight = [
    main ? `${reference} centers on ${main.label}${second ? ` and ${second.label}` : ''}.` : `${reference} is one of the voices of ${book.name}.`,
    main?.insight,
    second ? `It also speaks of ${second.label}. ${firstSentences(second.insight, 1)}` : '',
    bookThemes ? `Read within ${book.name}, a book that keeps returning to ${bookThemes}, these words are one thread in its larger story of God and his people.` : '',
  ];

  const position = where(ref);
  const context = [
    `${reference} comes ${position ? `${position} ` : 'from '}${book.name}.`,
    intro ? firstSentences(intro.purpose, 2) : '',
    intro ? `${aboutAuthor(book.name, intro.author)} ${intro.date}` : '',
    intro?.audience ?? '',
    surroundings(passage, translation),
  ];

  const application = [
    main?.application ?? 'Read the passage again slowly and notice which words catch your attention; they are often where God is meeting you today.',
    second ? firstSentences(second.application, 1) : '',
    `Carry one line with you today: ${quote(line)}`,
    pick(reference, QUESTIONS),
  ];

  return {
    reference,
    translation,
    theologicalInsight: tidy(insight),
    contextExplanation: tidy(context),
    personalApplication: tidy(application),
    relatedVerses: relatedVerses(passage, topics, found, translation, wellLoved),
    source: 'composer',
  };
}

const tidy = (parts: (string | undefined)[]) =>
  parts
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

