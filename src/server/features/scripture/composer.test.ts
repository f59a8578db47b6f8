import { describe, expect, it } from 'vitest';
import { parseReference } from '../../../contract/bible-reference.js';
import type { TInterpretation } from '../../../contract/scripture.js';
import { lookupPassage, passageOf } from '../../platform/bible.js';
import { verseKeysOf } from '../../platform/naves.js';
import { composeInterpretation, insightThemes } from './composer.js';
import { scriptureEntries, wellLovedVerses } from './catalogue.js';
import { stem, stemsOf } from './verse-words.js';

const compose = (reference: string, translation: 'WEB' | 'KJV' = 'WEB') => composeInterpretation(passageOf(parseReference(reference), translation), translation, wellLovedVerses());

let everyPassage: { reference: string; i: TInterpretation }[] | undefined;
const composedAll = () => (everyPassage ??= scriptureEntries().map(({ reference }) => ({ reference, i: compose(reference) })));

/** The themes an interpretation names: the one it centers on, and the one it "also speaks of". */
const themesNamed = (i: TInterpretation) => [...i.theologicalInsight.matchAll(/(?:centers on|It also speaks of) ([^.]+)\./g)].map((m) => m[1]!);

describe('the offline composer over every curated passage', () => {
  it('offers related verses as whole sentences from the Bible data, never the passage or the verses quoted around it', () => {
    const all = composedAll();
    let offered = 0;
    for (const { reference, i } of all) {
      const own = new Set(verseKeysOf(parseReference(reference)));
      for (const r of i.relatedVerses) {
        offered++;
        expect(r.text, `${reference} → ${r.reference}`).toBe(lookupPassage(r.reference, 'WEB').text);
        expect(r.text, `${reference} → ${r.reference}`).toMatch(/^[“"‘(]*[^a-z“"‘(]/); // not begun mid-sentence
        expect(r.text, `${reference} → ${r.reference}`).toMatch(/[.?!]['"’”)]*$/); // nor cut off at a comma or colon
        const keys = verseKeysOf(parseReference(r.reference));
        expect(keys.length).toBeLessThanOrEqual(3);
        expect(keys.some((k) => own.has(k)), `${reference} → ${r.reference}`).toBe(false);
        expect(i.contextExplanation, `${reference} → ${r.reference}`).not.toContain(r.text);
      }
    }
    expect(offered / all.length).toBeGreaterThan(2.8);
  });

  it('names at most two themes, the second only when the passage says it in so many words', () => {
    const all = composedAll();
    const byLabel = new Map(insightThemes().map((t) => [t.label, t]));
    let seconds = 0;
    for (const { reference, i } of all) {
      const named = themesNamed(i);
      expect(named.length, reference).toBeGreaterThanOrEqual(1);
      expect(named.length, reference).toBeLessThanOrEqual(2);
      if (named.length < 2) continue;
      seconds++;
      const words = byLabel.get(named[1]!)!.words.map(stem);
      const stems = stemsOf(`${lookupPassage(reference, 'WEB').text} ${lookupPassage(reference, 'KJV').text}`);
      expect(words.some((w) => stems.has(w)), `${reference}: ${named[1]}`).toBe(true);
    }
    expect(seconds / all.length).toBeLessThan(0.5);
  });

  it('says a related verse shares the passage\'s theme only when the verse itself speaks of it', () => {
    const byLabel = new Map(insightThemes().map((t) => [t.label, t]));
    for (const { reference, i } of composedAll()) {
      for (const r of i.relatedVerses) {
        const label = /it speaks of (.+?), /.exec(r.connection)?.[1];
        if (!label) continue;
        const stems = stemsOf(r.text);
        expect(byLabel.get(label)!.words.some((w) => stems.has(stem(w))), `${reference} → ${r.reference}: ${label}`).toBe(true);
      }
    }
  });
});

describe('the offline composer on passages it once got wrong', () => {
  it('relates Psalm 23 to God as shepherd, not to a shepherd boy\'s lamb or a flock at noon, and leaves the kingdom out', () => {
    const i = compose('Psalm 23:1-3');
    expect(themesNamed(i)).toEqual(["God's guidance"]);
    const refs = i.relatedVerses.map((r) => r.reference);
    expect(refs).not.toContain('1 Samuel 17:35');
    expect(refs).not.toContain('Song of Solomon 1:7');
    expect(refs).toContain('Psalm 80:1'); // "Hear us, Shepherd of Israel, you who lead Joseph like a flock"
  });

  it('finds the theme of John 1:1 and John 3:16 in the passage, not in every verse about Jesus', () => {
    expect(themesNamed(compose('John 1:1'))).toEqual(["God's word"]);
    expect(themesNamed(compose('John 3:16'))[0]).toBe('the love of God');
    for (const reference of ['Psalm 23:1-3', 'John 1:1', 'John 3:16']) expect(themesNamed(compose(reference))).not.toContain('the kingdom of God');
    expect(themesNamed(compose('Luke 12:32'))).toContain('the kingdom of God'); // "…to give you the Kingdom"
  });

  it('quotes 1 John 5:7 with the sentence it opens, not as "For there are three who testify:"', () => {
    const offered = composedAll().flatMap(({ i }) => i.relatedVerses);
    expect(offered.map((r) => r.reference)).not.toContain('1 John 5:7');
    expect(offered.filter((r) => r.reference.startsWith('1 John 5:7')).every((r) => r.text.endsWith('the three agree as one.'))).toBe(true);
  });
});
