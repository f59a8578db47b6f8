import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDITATION_STAGES, STAGE_HEADINGS } from '../../../contract/meditation.js';
import { lookupPassage } from '../../domain/bible.js';
import { client, createTestApp, type TestApp } from '../../test/harness.js';
import { meditationEntries } from './catalogue.js';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const sentences = (s: string) =>
  s
    .split(/(?<=[.!?]["”’)]?)\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the meditation content', () => {
  const all = meditationEntries();

  it('has at least 300 meditations with unique ids and titles', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(new Set(all.map((m) => normalise(m.title))).size).toBe(all.length);
  });

  it('gives each a guided script of 150 to 400 words in the five stages', () => {
    for (const m of all) {
      expect(Object.keys(m.stages), `meditation ${m.id}`).toEqual([...MEDITATION_STAGES]);
      for (const key of MEDITATION_STAGES) expect(words(m.stages[key]), `meditation ${m.id} ${key}`).toBeGreaterThanOrEqual(15);
      const total = MEDITATION_STAGES.reduce((n, k) => n + words(m.stages[k]), 0);
      expect(total, `meditation ${m.id}`).toBeGreaterThanOrEqual(150);
      expect(total, `meditation ${m.id}`).toBeLessThanOrEqual(400);
    }
  });

  it('never repeats a sentence from one script in another', () => {
    const seen = new Map<string, number>();
    const repeats: string[] = [];
    for (const m of all) {
      for (const s of MEDITATION_STAGES.flatMap((k) => sentences(m.stages[k]))) {
        const key = normalise(s);
        if (key.split(' ').length < 4) continue; // short stage headings ("Rest.") are allowed to recur
        const owner = seen.get(key);
        if (owner !== undefined && owner !== m.id) repeats.push(`${owner} and ${m.id}: ${s}`);
        seen.set(key, m.id);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe('what the meditation API shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('anchors every meditation in a real passage whose text comes from the Bible data, in both translations', async () => {
    const anon = client(t.app);
    const list: { id: number }[] = (await anon.get('/api/meditations')).json();
    expect(list.length).toBe(meditationEntries().length);
    for (const translation of ['WEB', 'KJV'] as const) {
      for (const { id } of list) {
        const res = await anon.get(`/api/meditations/${id}?translation=${translation}`);
        expect(res.statusCode, `meditation ${id}`).toBe(200);
        const m = res.json();
        const passage = lookupPassage(m.scripture, translation);
        expect(m.scriptureText, `meditation ${id}`).toBe(passage.text);
        expect(m.stages.map((s: { heading: string }) => s.heading)).toEqual(MEDITATION_STAGES.map((k) => STAGE_HEADINGS[k]));
        const readAt = m.content.indexOf(`${STAGE_HEADINGS.read}\n`);
        const textAt = m.content.indexOf(passage.text);
        expect(textAt, `meditation ${id}`).toBeGreaterThan(readAt);
        expect(textAt).toBeLessThan(m.content.indexOf(`${STAGE_HEADINGS.reflect}\n`));
      }
    }
  });
});
