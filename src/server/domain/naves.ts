import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BibleRef } from '../../contract/bible-reference.js';
import { CONTENT_DIR } from '../paths.js';
import { bibleBooks } from './bible.js';

interface NaveFile {
  topics: { topic: string; refs: string[]; see: string[] }[];
}

/** One reference a topic cites: a verse, a range, or a whole chapter, as verse keys. */
export interface NaveRef {
  ref: BibleRef;
  /** How many verses it spans; a topic that cites a whole chapter says less about each verse. */
  size: number;
}

export interface NaveTopic {
  /** As Nave wrote it: "JESUS, THE CHRIST". */
  name: string;
  refs: NaveRef[];
}

interface NaveIndex {
  topics: NaveTopic[];
  /** "John.3.16" → [topic index, reference index within the topic] pairs. */
  byVerse: Map<string, [number, number][]>;
}

export const verseKey = (book: string, chapter: number, verse: number) => `${book}.${chapter}.${verse}`;

let index: NaveIndex | undefined;

/** Parses "Phil.4.6", "Acts.7.26-Acts.7.29" and "1Chr.24" (a whole chapter) against the verse counts of the WEB. */
function parseNaveRef(raw: string, chapters: Map<string, string[][]>): NaveRef | null {
  const [start, end] = raw.split('-');
  const [book, c, v] = start!.split('.');
  const chapter = Number(c);
  const texts = chapters.get(book!)?.[chapter - 1];
  if (!texts) return null;
  if (v === undefined) return { ref: { book: book!, chapter }, size: texts.length };
  const verse = Number(v);
  if (!end) return { ref: { book: book!, chapter, verse }, size: 1 };
  const [, ec, ev] = end.split('.');
  const endChapter = Number(ec);
  const endVerse = Number(ev);
  if (endChapter === chapter) return { ref: { book: book!, chapter, verse, endVerse }, size: endVerse - verse + 1 };
  let size = texts.length - verse + 1;
  for (let k = chapter + 1; k < endChapter; k++) size += chapters.get(book!)?.[k - 1]?.length ?? 0;
  return { ref: { book: book!, chapter, verse, endChapter, endVerse }, size: size + endVerse };
}

function* versesOf(ref: BibleRef, chapters: Map<string, string[][]>): Generator<string> {
  const last = ref.endChapter ?? ref.chapter;
  for (let c = ref.chapter; c <= last; c++) {
    const count = chapters.get(ref.book)?.[c - 1]?.length ?? 0;
    const from = c === ref.chapter ? (ref.verse ?? 1) : 1;
    const to = c === last ? (ref.endVerse ?? (ref.verse !== undefined && ref.endChapter === undefined ? ref.verse : count)) : count;
    for (let v = from; v <= Math.min(to, count); v++) yield verseKey(ref.book, c, v);
  }
}

/** Nave's Topical Bible, loaded on first use, with every verse pointing back to the topics that cite it. */
export function naveIndex(): NaveIndex {
  if (index) return index;
  const data = JSON.parse(gunzipSync(readFileSync(path.join(CONTENT_DIR, 'bible', 'nave-topics.json.gz'))).toString('utf8')) as NaveFile;
  const chapters = bibleBooks('WEB');
  const topics: NaveTopic[] = [];
  const byVerse = new Map<string, [number, number][]>();
  for (const t of data.topics) {
    const refs = t.refs.map((r) => parseNaveRef(r, chapters)).filter((r): r is NaveRef => r !== null);
    const ti = topics.push({ name: t.topic, refs }) - 1;
    refs.forEach((r, ri) => {
      for (const key of versesOf(r.ref, chapters)) {
        const list = byVerse.get(key);
        if (list) list.push([ti, ri]);
        else byVerse.set(key, [[ti, ri]]);
      }
    });
  }
  index = { topics, byVerse };
  return index;
}

/** The verse keys a reference covers. */
export function verseKeysOf(ref: BibleRef): string[] {
  return [...versesOf(ref, bibleBooks('WEB'))];
}

export interface PassageTopic {
  topic: NaveTopic;
  /** Higher for a topic that cites this very passage (not its whole chapter) and that is not one of Nave's giant topics. */
  weight: number;
}

/** Topics that cite any verse of the passage, the most telling first. */
export function topicsForPassage(ref: BibleRef): PassageTopic[] {
  const { topics, byVerse } = naveIndex();
  const weights = new Map<number, number>();
  for (const key of verseKeysOf(ref)) {
    for (const [ti, ri] of byVerse.get(key) ?? []) {
      const topic = topics[ti]!;
      const specificity = 1 / Math.sqrt(topic.refs[ri]!.size);
      const breadth = 1 / Math.log(topic.refs.length + 3);
      weights.set(ti, Math.max(weights.get(ti) ?? 0, specificity * breadth));
    }
  }
  return [...weights]
    .map(([ti, weight]) => ({ topic: topics[ti]!, weight }))
    .sort((a, b) => b.weight - a.weight || a.topic.name.localeCompare(b.topic.name));
}
