import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReference } from '../../../contract/bible-reference.js';
import { BIBLE_BOOKS } from '../../../contract/bible-books.js';
import type { TTranslation } from '../../../contract/common.js';
import { BADGES } from '../../../content/badges.js';
import { CONTENT_DIR } from '../../paths.js';
import { bibleBooks, lookupPassage, passageOf } from '../../domain/bible.js';
import { bookIntros, composeInterpretation, insightThemes } from './composer.js';
import { chapterSummaries, passageInsights } from './written.js';
import { scriptureEntries, scriptureList } from '../../domain/scriptures.js';

describe('the scripture content', () => {
  it('has at least 365 passages with unique ids and references, each of which resolves', () => {
    const entries = scriptureEntries();
    expect(entries.length).toBeGreaterThanOrEqual(365);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(entries.length);
    for (const e of entries) expect(() => parseReference(e.reference), e.reference).not.toThrow();
  });

  it("shows exactly the Bible data's text of each, in both translations", () => {
    for (const translation of ['WEB', 'KJV'] as const) {
      for (const s of scriptureList(translation)) {
        expect(s.text, s.verse).toBe(lookupPassage(s.verse, translation).text);
        expect(s.text.length, s.verse).toBeGreaterThan(20);
        // A passage starts a sentence, or says with an ellipsis that it starts inside one.
        expect(s.text, s.verse).toMatch(/^(…|[^\p{Ll}])/u);
      }
    }
  });

  it('has an introduction for all 66 books and a theme note behind every interpretation theme', () => {
    const intros = bookIntros();
    for (const book of BIBLE_BOOKS) {
      const intro = intros[book.osis];
      expect(intro, book.name).toBeDefined();
      for (const field of ['author', 'date', 'audience', 'purpose'] as const)
        expect(intro![field].length, `${book.name} ${field}`).toBeGreaterThan(20);
    }
    for (const theme of insightThemes()) {
      expect(theme.insight).toMatch(/\.$/);
      expect(theme.application).toMatch(/[.?]$/);
    }
  });
});

/** The sentences of a text, for telling whether two passages share one. */
const sentencesOf = (text: string) => (text.match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim()).filter((s) => s.split(' ').length >= 4);

describe('the written context', () => {
  it('sums up every one of the 1,189 chapters, each in its own words', () => {
    const summaries = chapterSummaries();
    let chapters = 0;
    for (const book of BIBLE_BOOKS) {
      const list = summaries[book.osis];
      expect(list?.length, book.name).toBe(book.chapters);
      for (const [i, text] of list!.entries()) {
        expect(text.trim().length, `${book.name} ${i + 1}`).toBeGreaterThan(25);
        expect(text, `${book.name} ${i + 1}`).toMatch(/[.?!]$/);
      }
      chapters += list!.length;
    }
    expect(chapters).toBe(1189);
    const all = Object.values(summaries).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('writes each passage its own insight and application, and relates it only to verses that exist', () => {
    const seen = new Map<string, string>();
    for (const [reference, w] of passageInsights()) {
      const words = w.insight.split(/\s+/).length;
      expect(words, reference).toBeGreaterThanOrEqual(80);
      expect(words, reference).toBeLessThanOrEqual(150);
      expect(w.application.length, reference).toBeGreaterThan(40);
      expect(w.related.length, reference).toBeLessThanOrEqual(4);
      for (const r of w.related) expect(() => lookupPassage(r.reference, 'WEB'), `${reference} → ${r.reference}`).not.toThrow();
      for (const sentence of [w.insight, w.application, ...w.related.map((r) => r.connection)].flatMap(sentencesOf)) {
        const other = seen.get(sentence);
        expect(other === undefined || other === reference, `${reference} and ${other} share “${sentence}”`).toBe(true);
        seen.set(sentence, reference);
      }
    }
  });

  it('balances its quotation marks in every composed text: all curated passages and 1,000 verses from anywhere', () => {
    const books = BIBLE_BOOKS;
    // A fixed walk through the Bible (a linear congruential sequence), so a failure can be rerun.
    let seed = 20261123;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const references = scriptureEntries().map((e) => e.reference);
    for (let i = 0; i < 1000; i++) {
      const book = books[next(books.length)]!;
      const chapter = next(book.chapters) + 1;
      const verses = bibleBooks('WEB').get(book.osis)![chapter - 1]!;
      references.push(`${book.name} ${chapter}:${next(verses.length) + 1}`);
    }
    const unbalanced: string[] = [];
    // The KJV has no quotation marks of its own: the WEB, which has, is where a mark could be left without its partner.
    for (const reference of references) {
      const i = composeInterpretation(passageOf(parseReference(reference), 'WEB'), 'WEB');
      for (const text of [i.theologicalInsight, i.contextExplanation, i.personalApplication, ...i.relatedVerses.map((r) => r.connection)]) {
        let depth = 0;
        let lowest = 0;
        let singles = 0;
        const chars = [...text];
        chars.forEach((ch, i) => {
          if (ch === '“') depth++;
          else if (ch === '”') lowest = Math.min(lowest, --depth);
          else if (ch === '‘') singles++;
          // A ’ after punctuation that runs into no word closes a quotation (an apostrophe sits inside a word).
          else if (ch === '’' && /[.?!,;:—”]/.test(chars[i - 1] ?? '') && !/\p{L}/u.test(chars[i + 1] ?? '')) singles--;
          if (singles < 0) lowest = -1;
        });
        if (depth !== 0 || lowest < 0) unbalanced.push(`${reference}: ${text}`);
      }
    }
    expect(unbalanced).toEqual([]);
  }, 240_000);
});

/** Six words in a row are a quotation, not an echo: verse wording the product shows must come from the Bible data. */
const RUN = 6;
const TRANSLATIONS: TTranslation[] = ['WEB', 'KJV'];
/** Lower case, no punctuation: "God's" and "Gods", "Lord," and "lord" are the same word. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['‘’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function runsOf(text: string): string[] {
  const words = wordsOf(text);
  return Array.from({ length: Math.max(0, words.length - RUN + 1) }, (_, i) => words.slice(i, i + RUN).join(' '));
}

/** For each written text, the runs it shares with some verse of either translation (one pass over both Bibles). */
function quotationsIn(texts: { where: string; text: string; allowed?: Set<string> }[]): Record<string, string[]> {
  const owners = new Map<string, number[]>();
  texts.forEach(({ text, allowed }, i) => {
    // Words either side of a quotation mark belong to different voices: a run never spans one.
    for (const run of text.split(/[“”]/).flatMap(runsOf)) if (!allowed?.has(run)) owners.set(run, [...(owners.get(run) ?? []), i]);
  });
  const found = new Map<string, Set<string>>();
  for (const translation of TRANSLATIONS) {
    for (const [book, chapters] of bibleBooks(translation)) {
      chapters.forEach((verses, c) =>
        verses.forEach((verse, v) => {
          for (const run of runsOf(verse)) {
            for (const i of owners.get(run) ?? []) {
              const where = texts[i]!.where;
              found.set(where, (found.get(where) ?? new Set()).add(`“${run}” (${translation} ${book} ${c + 1}:${v + 1})`));
            }
          }
        }),
      );
    }
  }
  return Object.fromEntries([...found].map(([where, runs]) => [where, [...runs]]));
}

const readContent = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T;

/** Everything written for the product that a reader sees, each with where it lives. */
function writtenTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const meditationFiles = readdirSync(path.join(CONTENT_DIR, 'meditations')).filter((f) => f.endsWith('.json'));
  for (const file of meditationFiles) {
    for (const m of readContent<{ id: number; title: string; stages: Record<string, string> }[]>(`meditations/${file}`)) {
      texts.push({ where: `meditation ${m.id} title`, text: m.title });
      for (const [stage, text] of Object.entries(m.stages)) texts.push({ where: `meditation ${m.id} ${stage}`, text });
    }
  }
  for (const [book, intro] of Object.entries(bookIntros())) {
    for (const field of ['author', 'date', 'audience', 'purpose'] as const)
      texts.push({ where: `book-intros ${book} ${field}`, text: intro[field] });
  }
  for (const theme of insightThemes()) {
    for (const field of ['label', 'insight', 'application'] as const)
      texts.push({ where: `insight-themes ${theme.key} ${field}`, text: theme[field] });
  }
  for (const e of readContent<{ reference: string; message: string }[]>('daily-encouragement.json'))
    texts.push({ where: `daily-encouragement ${e.reference}`, text: e.message });
  readContent<string[]>('gratitude-prompts.json').forEach((text, i) => texts.push({ where: `gratitude-prompts ${i + 1}`, text }));
  for (const b of BADGES) texts.push({ where: `badge ${b.id}`, text: `${b.name}. ${b.description}` });
  for (const [book, summaries] of Object.entries(chapterSummaries()))
    summaries.forEach((text, i) => texts.push({ where: `chapter-summaries ${book} ${i + 1}`, text }));
  for (const [reference, w] of passageInsights()) {
    texts.push({ where: `passage-insights ${reference} insight`, text: w.insight });
    texts.push({ where: `passage-insights ${reference} application`, text: w.application });
    w.related.forEach((r, i) => texts.push({ where: `passage-insights ${reference} related ${i + 1}`, text: r.connection }));
  }
  for (const file of readdirSync(path.join(CONTENT_DIR, 'plans')).filter((f) => f.endsWith('.json'))) {
    const plan = readContent<{ id: string; title: string; description: string; days: { day: number; prompt: string }[] }>(`plans/${file}`);
    texts.push({ where: `plan ${plan.id}`, text: `${plan.title}. ${plan.description}` });
    for (const d of plan.days) texts.push({ where: `plan ${plan.id} day ${d.day}`, text: d.prompt });
  }
  return texts;
}

/** The verses the composer quotes from the Bible data: the passage and the verses or chapter openings around it. */
function quotedByComposer(reference: string, translation: TTranslation): Set<string> {
  const ref = parseReference(reference);
  const chapters = bibleBooks(translation).get(ref.book)!;
  const lastChapter = ref.endChapter ?? ref.chapter;
  const texts = [passageOf(ref, translation).text, chapters[ref.chapter - 2]?.[0], chapters[lastChapter]?.[0]];
  if (ref.verse !== undefined)
    texts.push(chapters[ref.chapter - 1]?.[ref.verse - 2], chapters[lastChapter - 1]?.[ref.endVerse ?? ref.verse ?? 0]);
  return new Set(texts.flatMap((t) => (t ? runsOf(t) : [])));
}

describe('the written content', () => {
  it('quotes no verse: no text repeats six words in a row of either translation', () => {
    const probes = [
      { where: 'probe: a KJV quotation', text: 'Take Jacob’s words with you: surely the Lord is in this place.' },
      { where: 'probe: a WEB quotation', text: 'God is our refuge and strength, a very present help in trouble.' },
      { where: 'probe: an echo', text: 'Jacob woke and knew the Lord was in that place.' },
    ];
    // The composer writes the same prose in both translations (only the verses it quotes differ), so one is enough.
    const composed = scriptureEntries().map(({ reference }) => {
      const i = composeInterpretation(passageOf(parseReference(reference), 'WEB'), 'WEB');
      const prose = [i.theologicalInsight, i.contextExplanation, i.personalApplication, ...i.relatedVerses.map((r) => r.connection)].join(
        ' ',
      );
      return { where: `composed context of ${reference}`, text: prose, allowed: quotedByComposer(reference, 'WEB') };
    });
    const {
      [probes[0]!.where]: kjv,
      [probes[1]!.where]: web,
      [probes[2]!.where]: echo,
      ...rest
    } = quotationsIn([...probes, ...writtenTexts(), ...composed]);
    expect(kjv).toContain('“the lord is in this place” (KJV Gen 28:16)'); // the WEB has "Surely Yahweh is in this place"
    expect(web).toContain('“a very present help in trouble” (WEB Ps 46:1)');
    expect(echo).toBeUndefined();
    expect(rest).toEqual({});
  }, 300_000); // Both Bibles against every written text: tens of seconds on a loaded machine.
});
