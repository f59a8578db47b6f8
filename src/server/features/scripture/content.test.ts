import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReference } from '../../../contract/bible-reference.js';
import { BIBLE_BOOKS } from '../../../contract/bible-books.js';
import type { TTranslation } from '../../../contract/common.js';
import { BADGES } from '../../../content/badges.js';
import { CONTENT_DIR } from '../../paths.js';
import { bibleBooks, lookupPassage, passageOf } from '../../platform/bible.js';
import { bookIntros, composeInterpretation, insightThemes } from './composer.js';
import { scriptureEntries, scriptureList } from './catalogue.js';

describe('the scripture content', () => {
  it('has at least 365 passages with unique ids and references, each of which resolves', () => {
    const entries = scriptureEntries();
    expect(entries.length).toBeGreaterThanOrEqual(365);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(entries.length);
    for (const e of entries) expect(() => parseReference(e.reference), e.reference).not.toThrow();
  });

  it('shows exactly the Bible data\'s text of each, in both translations', () => {
    for (const translation of ['WEB', 'KJV'] as const) {
      for (const s of scriptureList(translation)) {
        expect(s.text, s.verse).toBe(lookupPassage(s.verse, translation).text);
        expect(s.text.length, s.verse).toBeGreaterThan(20);
      }
    }
  });

  it('has an introduction for all 66 books and a theme note behind every interpretation theme', () => {
    const intros = bookIntros();
    for (const book of BIBLE_BOOKS) {
      const intro = intros[book.osis];
      expect(intro, book.name).toBeDefined();
      for (const field of ['author', 'date', 'audience', 'purpose'] as const) expect(intro![field].length, `${book.name} ${field}`).toBeGreaterThan(20);
    }
    for (const theme of insightThemes()) {
      expect(theme.insight).toMatch(/\.$/);
      expect(theme.application).toMatch(/[.?]$/);
    }
  });
});

/** Six words in a row are a quotation, not an echo: verse wording the product shows must come from the Bible data. */
const RUN = 6;
const TRANSLATIONS: TTranslation[] = ['WEB', 'KJV'];
/** Lower case, no punctuation: "God's" and "Gods", "Lord," and "lord" are the same word. */
const wordsOf = (text: string) => text.toLowerCase().replace(/['‘’]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

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
    for (const field of ['author', 'date', 'audience', 'purpose'] as const) texts.push({ where: `book-intros ${book} ${field}`, text: intro[field] });
  }
  for (const theme of insightThemes()) {
    for (const field of ['label', 'insight', 'application'] as const) texts.push({ where: `insight-themes ${theme.key} ${field}`, text: theme[field] });
  }
  for (const e of readContent<{ reference: string; message: string }[]>('daily-encouragement.json')) texts.push({ where: `daily-encouragement ${e.reference}`, text: e.message });
  readContent<string[]>('gratitude-prompts.json').forEach((text, i) => texts.push({ where: `gratitude-prompts ${i + 1}`, text }));
  for (const b of BADGES) texts.push({ where: `badge ${b.id}`, text: `${b.name}. ${b.description}` });
  return texts;
}

/** The verses the composer quotes from the Bible data: the passage and the verses or chapter openings around it. */
function quotedByComposer(reference: string, translation: TTranslation): Set<string> {
  const ref = parseReference(reference);
  const chapters = bibleBooks(translation).get(ref.book)!;
  const lastChapter = ref.endChapter ?? ref.chapter;
  const texts = [passageOf(ref, translation).text, chapters[ref.chapter - 2]?.[0], chapters[lastChapter]?.[0]];
  if (ref.verse !== undefined) texts.push(chapters[ref.chapter - 1]?.[ref.verse - 2], chapters[lastChapter - 1]?.[(ref.endVerse ?? ref.verse) ?? 0]);
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
      const prose = [i.theologicalInsight, i.contextExplanation, i.personalApplication, ...i.relatedVerses.map((r) => r.connection)].join(' ');
      return { where: `composed context of ${reference}`, text: prose, allowed: quotedByComposer(reference, 'WEB') };
    });
    const { [probes[0]!.where]: kjv, [probes[1]!.where]: web, [probes[2]!.where]: echo, ...rest } = quotationsIn([...probes, ...writtenTexts(), ...composed]);
    expect(kjv).toContain('“the lord is in this place” (KJV Gen 28:16)'); // the WEB has "Surely Yahweh is in this place"
    expect(web).toContain('“a very present help in trouble” (WEB Ps 46:1)');
    expect(echo).toBeUndefined();
    expect(rest).toEqual({});
  });
});
