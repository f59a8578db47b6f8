import { BIBLE_BOOKS, BOOK_BY_OSIS } from '../../../contract/bible-books.js';
import { formatReference, type BibleRef } from '../../../contract/bible-reference.js';
import type { TTranslation } from '../../../contract/common.js';
import type { TRelatedVerse } from '../../../contract/scripture.js';
import { passageOf, type Passage } from '../../platform/bible.js';
import { verseKeysOf, type PassageTopic } from '../../platform/naves.js';
import type { InsightTheme } from './composer.js';

/** Topics too broad or too odd on their own to say why two passages belong together. */
const TOO_BROAD = new Set(['GOD', 'JESUS, THE CHRIST', 'WICKED (PEOPLE)', 'RIGHTEOUS', 'QUOTATIONS AND ALLUSIONS', 'POETRY', 'SONG', 'CHURCH', 'MINISTER, CHRISTIAN', 'AMBASSADORS', 'COMMANDMENTS', 'ZEAL, RELIGIOUS']);
const RELATED_COUNT = 3;
const MAX_VERSES = 3;

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

function connection(passage: Passage, other: BibleRef, topicName: string, theme: InsightTheme | undefined): string {
  const here = passage.ref.book;
  const book = BOOK_BY_OSIS.get(other.book)!.name;
  const lead = theme ? `Like ${passage.reference}, it speaks of ${theme.label}` : `Nave's Topical Bible lists it with ${passage.reference} under “${topicTitle(topicName)}”`;
  let tail: string;
  if (other.book === here) tail = other.chapter < passage.ref.chapter || (other.chapter === passage.ref.chapter && (other.verse ?? 0) < (passage.ref.verse ?? 0)) ? `, earlier in ${book}` : `, later in ${book}`;
  else if (testament(here) === 'new' && testament(other.book) === 'old') tail = `, in the Old Testament words that the New Testament builds on`;
  else if (testament(here) === 'old' && testament(other.book) === 'new') tail = `, and shows the theme carried into the New Testament`;
  else tail = `, this time in ${book}`;
  return `${lead}${tail}.`;
}

/**
 * Verses that Nave's topics give alongside the passage. Within a topic Nave groups references by sub-topic,
 * so the ones listed nearest the passage's own entry are the closest kin. Texts come from the Bible data.
 */
export function relatedVerses(passage: Passage, topics: PassageTopic[], themes: InsightTheme[], translation: TTranslation, wellLoved: Set<string>): TRelatedVerse[] {
  const own = new Set(verseKeysOf(passage.ref));
  const themed = new Set(themes.flatMap((t) => t.naves));
  const candidates = new Map<string, { ref: BibleRef; score: number; topic: string }>();
  for (const { topic, weight } of topics.filter((t) => !TOO_BROAD.has(t.topic.name)).slice(0, 8)) {
    const anchor = topic.refs.findIndex((r) => verseKeysOf(r.ref).some((k) => own.has(k)));
    topic.refs.forEach((r, i) => {
      if (r.size > MAX_VERSES || r.ref.endChapter !== undefined) return;
      if (verseKeysOf(r.ref).some((k) => own.has(k))) return;
      const key = formatReference(r.ref);
      // A topic that names a theme of the passage says more than one that names an object in it ("Oil");
      // a verse people already treasure is the likelier help.
      const keys = verseKeysOf(r.ref);
      const boost = (themed.has(topic.name) ? 3 : 1) * (keys.some((k) => wellLoved.has(k)) ? 2 : 1);
      const score = (boost * weight) / (1 + Math.abs(i - anchor) / 4);
      const seen = candidates.get(key);
      if (seen) seen.score += score;
      else candidates.set(key, { ref: r.ref, score, topic: topic.name });
    });
  }
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || bookOrder(a.ref.book) - bookOrder(b.ref.book) || a.ref.chapter - b.ref.chapter);
  const chosen: typeof ranked = [];
  // One verse per book where possible, so the three widen the view rather than repeat it.
  for (const c of ranked) if (chosen.length < RELATED_COUNT && !chosen.some((x) => x.ref.book === c.ref.book)) chosen.push(c);
  for (const c of ranked) if (chosen.length < RELATED_COUNT && !chosen.includes(c)) chosen.push(c);

  return chosen.flatMap((c) => {
    const verse = passageOf(c.ref, translation);
    if (!verse.text) return [];
    const theme = themes.find((t) => t.naves.includes(c.topic));
    return [{ reference: verse.reference, text: verse.text, connection: connection(passage, c.ref, c.topic, theme) }];
  });
}
