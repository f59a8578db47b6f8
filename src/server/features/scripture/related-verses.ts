import { BIBLE_BOOKS, BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { formatReference, type BibleRef } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import type { TRelatedVerse } from '../../../contract/scripture.js';
import { bibleBooks, passageOf, type Passage } from '../../domain/bible.js';
import { verseKeysOf, type NaveRef, type NaveTopic, type PassageTopic } from '../../domain/naves.js';
import type { InsightTheme } from './composer.js';
import { sharedWeight, stem, stemsOf } from './verse-words.js';

/** Topics too odd on their own to say why two passages belong together. */
const TOO_ODD = new Set([
  'WICKED (PEOPLE)',
  'RIGHTEOUS',
  'QUOTATIONS AND ALLUSIONS',
  'POETRY',
  'SONG',
  'PSALMS',
  'READINGS, SELECT',
  'CHURCH',
  'MINISTER, CHRISTIAN',
  'AMBASSADORS',
  'COMMANDMENTS',
  'ZEAL, RELIGIOUS',
]);
/** Words of violence, judgement and despair (as stems): such a verse is never offered as kin to a passage without them. */
const DARK = new Set(
  [
    'sword',
    'slay',
    'slain',
    'kill',
    'killed',
    'smite',
    'smote',
    'strike',
    'struck',
    'wrath',
    'curse',
    'cursed',
    'destroy',
    'destroyed',
    'destruction',
    'vengeance',
    'avenge',
    'blood',
    'pain',
    'grave',
    'perish',
    'wound',
    'weep',
    'mourn',
    'howl',
    'desolate',
    'ashes',
    'burn',
    'slaughter',
    'sorrow',
    'forsaken',
    'abhor',
    'terror',
  ].map(stem),
);
/** Topics citing this many references (GOD, JESUS, THE CHRIST) are Nave's whole outline of a doctrine: only their near neighbours are kin. */
export const GIANT_TOPIC = 1000;
const RELATED_COUNT = 3;
const MAX_VERSES = 3;
const MAX_CHARACTERS = 320;
/** How far from the passage's own entry in a topic a reference may be and still be kin. */
const NEIGHBOURHOOD = 12;
const TOPICS_CONSIDERED = 10;

const OLD_TESTAMENT_BOOKS = 39;
const testament = (book: string) => (BIBLE_BOOKS.findIndex((b) => b.osis === book) < OLD_TESTAMENT_BOOKS ? 'old' : 'new');
const bookOrder = (book: string) => BIBLE_BOOKS.findIndex((b) => b.osis === book);

/** "GIFTS FROM GOD" → "Gifts from God"; "JESUS, THE CHRIST" → "Jesus, the Christ". */
export function topicTitle(name: string): string {
  const small = new Set(['of', 'the', 'and', 'from', 'to', 'in', 'a', 'an', 'for', 'on', 'with', 'by']);
  const proper = new Set(['god', 'jesus', 'christ', 'lord', 'holy', 'spirit', 'israel', 'trinity']);
  return name
    .toLowerCase()
    .split(/(\s+|\(|\)|,)/)
    .map((w, i) => (proper.has(w) || i === 0 || !small.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join('');
}

const ENDS_SENTENCE = /[.?!]['"’”)]*$/;
const STARTS_MID_SENTENCE = /^['"‘“(]*[a-z]/;

/**
 * The reference widened to whole sentences (judged by the WEB's punctuation, so it widens the same way in both
 * translations): "For there are three who testify:" becomes 1 John 5:7-8. Null when that takes more than three verses.
 */
function wholeSentences(ref: BibleRef): BibleRef | null {
  const verses = bibleBooks('WEB').get(ref.book)?.[ref.chapter - 1];
  if (!verses || ref.verse === undefined || ref.endChapter !== undefined || (ref.endVerse ?? ref.verse) > verses.length) return null;
  let first = ref.verse;
  let last = ref.endVerse ?? ref.verse;
  while (first > 1 && STARTS_MID_SENTENCE.test(verses[first - 1] ?? '')) first--;
  while (last < verses.length && !ENDS_SENTENCE.test(verses[last - 1]?.trim() ?? '')) last++;
  const texts = verses.slice(first - 1, last);
  if (last - first + 1 > MAX_VERSES || texts.some((t) => !t) || !ENDS_SENTENCE.test(texts.at(-1)!.trim())) return null;
  if (texts.join(' ').length > MAX_CHARACTERS) return null;
  return first === last
    ? { book: ref.book, chapter: ref.chapter, verse: first }
    : { book: ref.book, chapter: ref.chapter, verse: first, endVerse: last };
}

/** Where a reference sits in the Bible, to the chapter. */
const position = (ref: BibleRef) => bookOrder(ref.book) * 1000 + ref.chapter;

/**
 * Nave lists a topic's references in groups (its sub-topics, "Figurative" under SHEPHERD), each in Bible order; the
 * flat list keeps the order, so a group is the run around an entry that never steps back.
 */
function groupAround(refs: NaveRef[], at: number): [number, number] {
  let start = at;
  while (start > 0 && position(refs[start - 1]!.ref) <= position(refs[start]!.ref)) start--;
  let end = at;
  while (end < refs.length - 1 && position(refs[end]!.ref) <= position(refs[end + 1]!.ref)) end++;
  return [start, end];
}

/** The same group counts most, with a gentle fall-off; a neighbouring group counts a little. */
function closeness(at: number, anchor: number, group: [number, number]): number {
  const distance = Math.abs(at - anchor);
  return at >= group[0] && at <= group[1] ? 1 / (1 + distance / 6) : 0.3 / (1 + distance / 3);
}

interface Candidate {
  ref: BibleRef;
  score: number;
  /** What each topic contributed: the strongest names the connection. */
  topics: Map<string, number>;
}

/**
 * Where in the topic the passage itself is cited, and how squarely: a citation that is mostly the passage, and covers
 * most of it, is about the passage's subject; one verse of it cited among others is about a detail.
 */
function anchorsIn(topic: NaveTopic, own: Set<string>): { at: number; strength: number }[] {
  return topic.refs.flatMap((r, at) => {
    const keys = verseKeysOf(r.ref);
    const inside = keys.filter((k) => own.has(k)).length;
    return inside ? [{ at, strength: (inside / keys.length) * Math.sqrt(inside / own.size) }] : [];
  });
}

/** The verses quoted around the passage already (the one before and the one after) are not offered again. */
function nearby(passage: Passage): Set<string> {
  const { ref } = passage;
  if (ref.verse === undefined) return new Set();
  const first = passage.verses[0]!;
  const last = passage.verses.at(-1)!;
  return new Set([`${ref.book}.${first.chapter}.${first.verse - 1}`, `${ref.book}.${last.chapter}.${last.verse + 1}`]);
}

function connection(passage: Passage, other: BibleRef, topicName: string, theme: InsightTheme | undefined): string {
  const here = passage.ref.book;
  const book = BOOK_BY_OSIS.get(other.book)!.name;
  const lead = theme
    ? `Like ${passage.reference}, it speaks of ${theme.label}`
    : `Nave's Topical Bible lists it with ${passage.reference} under “${topicTitle(topicName)}”`;
  let tail: string;
  if (other.book === here)
    tail =
      other.chapter < passage.ref.chapter || (other.chapter === passage.ref.chapter && (other.verse ?? 0) < (passage.ref.verse ?? 0))
        ? `, earlier in ${book}`
        : `, later in ${book}`;
  else if (testament(here) === 'new' && testament(other.book) === 'old')
    tail = `, in the Old Testament words that the New Testament builds on`;
  else if (testament(here) === 'old' && testament(other.book) === 'new') tail = `, a theme the New Testament carries forward`;
  else tail = `, this time in ${book}`;
  return `${lead}${tail}.`;
}

/**
 * Verses that Nave's topics give alongside the passage. Within a topic Nave groups references by sub-topic, so the
 * ones listed nearest the passage's own entry are the closest kin; a verse found near it under several topics, or
 * sharing its telling words ("shepherd", "pastures"), is kin twice over. Texts come from the Bible data, whole sentences.
 */
export function relatedVerses(
  passage: Passage,
  topics: PassageTopic[],
  themes: InsightTheme[],
  translation: TTranslation,
  wellLoved: Set<string>,
): TRelatedVerse[] {
  const own = new Set(verseKeysOf(passage.ref));
  const skip = new Set([...own, ...nearby(passage)]);
  const themed = new Set(themes.flatMap((t) => t.naves));
  const candidates = new Map<string, Candidate>();
  const giants = new Set<string>();
  for (const { topic, weight } of topics.filter((t) => !TOO_ODD.has(t.topic.name)).slice(0, TOPICS_CONSIDERED)) {
    const anchors = anchorsIn(topic, own);
    if (topic.refs.length >= GIANT_TOPIC) giants.add(topic.name);
    const topicWeight = weight * (themed.has(topic.name) ? 2 : 1);
    for (const anchor of anchors) {
      const group = groupAround(topic.refs, anchor.at);
      for (let at = Math.max(0, anchor.at - NEIGHBOURHOOD); at <= Math.min(topic.refs.length - 1, anchor.at + NEIGHBOURHOOD); at++) {
        const cited = topic.refs[at]!;
        if (cited.size > MAX_VERSES || verseKeysOf(cited.ref).some((k) => skip.has(k))) continue;
        const ref = wholeSentences(cited.ref);
        if (!ref || verseKeysOf(ref).some((k) => skip.has(k))) continue;
        const score = topicWeight * anchor.strength * closeness(at, anchor.at, group);
        const key = formatReference(ref);
        const c = candidates.get(key) ?? { ref, score: 0, topics: new Map<string, number>() };
        // Several anchors in one topic count once, at their closest; different topics add up.
        const before = c.topics.get(topic.name) ?? 0;
        if (score > before) {
          c.score += score - before;
          c.topics.set(topic.name, score);
        }
        candidates.set(key, c);
      }
    }
  }

  // Kinship in words is judged in the reader's translation: what they will read side by side.
  const words = stemsOf(passage.text);
  const darkHere = new Set(
    [...stemsOf(`${passageOf(passage.ref, 'WEB').text} ${passageOf(passage.ref, 'KJV').text}`)].filter((w) => DARK.has(w)),
  );
  const themeWords = (stems: Set<string>) => themes.map((t) => new Set(t.words.map(stem).filter((w) => stems.has(w))).size);
  const ranked = [...candidates.values()]
    .map((c) => {
      const verse = passageOf(c.ref, translation);
      const stems = stemsOf(verse.text);
      // Sharing the passage's telling words ("shepherd", "pastures") or its themes' words makes a verse kin in substance, not only in Nave's filing.
      const kin = Math.min(1.5, sharedWeight(words, stems) / 8) + Math.min(1, 0.4 * Math.max(0, ...themeWords(stems)));
      // Filed beside the passage under one topic and sharing nothing else is no kinship a reader would see: left out.
      const lone = kin === 0 && c.topics.size < 2 ? 0 : 1;
      // A verse of violence, judgement or despair is offered only beside a passage that speaks that way itself.
      const dark = [...DARK].some((w) => stems.has(w) && !darkHere.has(w)) ? 0 : 1;
      const treasured = verseKeysOf(c.ref).some((k) => wellLoved.has(k)) ? 1.5 : 1;
      return { ...c, score: c.score * (1 + kin) * lone * dark * treasured, stems, verse };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || bookOrder(a.ref.book) - bookOrder(b.ref.book) || a.ref.chapter - b.ref.chapter);

  const chosen: typeof ranked = [];
  const overlaps = (a: BibleRef, b: BibleRef) => verseKeysOf(a).some((k) => verseKeysOf(b).includes(k));
  // One verse per book where possible, so the three widen the view rather than repeat it.
  for (const c of ranked) if (chosen.length < RELATED_COUNT && !chosen.some((x) => x.ref.book === c.ref.book)) chosen.push(c);
  for (const c of ranked)
    if (chosen.length < RELATED_COUNT && !chosen.includes(c) && !chosen.some((x) => overlaps(x.ref, c.ref))) chosen.push(c);

  return chosen.map(({ verse, ...c }) => {
    // A giant topic's name ("God") says less than a narrower one that also lists the verse.
    const names = [...c.topics].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    const topic = names.find((name) => !giants.has(name)) ?? names[0]!;
    // The passage's theme is named only when the verse itself speaks of it, in the theme's own words.
    const theme = themes.find((t) => t.words.some((w) => c.stems.has(stem(w))));
    return { reference: verse.reference, text: verse.text, connection: connection(passage, c.ref, topic, theme) };
  });
}
