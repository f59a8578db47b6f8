import { describe, expect, it } from 'vitest';
import { formatReference, parseReference } from '../../../contract/bible-reference.js';
import type { TInterpretation } from '../../../contract/scripture.js';
import { lookupPassage, passageOf } from '../../domain/bible.js';
import { verseKeysOf } from '../../domain/naves.js';
import { balanceQuotes, composeInterpretation, insightThemes } from './composer.js';
import { scriptureEntries, wellLovedVerses } from '../../domain/scriptures.js';
import { stem, stemsOf } from './verse-words.js';
import { passageInsights } from './written.js';

const compose = (reference: string, translation: 'WEB' | 'KJV' = 'WEB') =>
  composeInterpretation(passageOf(parseReference(reference), translation), translation, wellLovedVerses());

let everyPassage: { reference: string; i: TInterpretation }[] | undefined;
const composedAll = () => (everyPassage ??= scriptureEntries().map(({ reference }) => ({ reference, i: compose(reference) })));

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
        expect(
          keys.some((k) => own.has(k)),
          `${reference} → ${r.reference}`,
        ).toBe(false);
        expect(i.contextExplanation, `${reference} → ${r.reference}`).not.toContain(r.text);
      }
    }
    expect(offered / all.length).toBeGreaterThan(2);
  });

  it("says a related verse shares the passage's theme only when the verse itself speaks of it", () => {
    const byLabel = new Map(insightThemes().map((t) => [t.label, t]));
    for (const { reference, i } of composedAll()) {
      for (const r of i.relatedVerses) {
        const label = /it speaks of (.+?), /.exec(r.connection)?.[1];
        if (!label) continue;
        const stems = stemsOf(r.text);
        expect(
          byLabel.get(label)!.words.some((w) => stems.has(stem(w))),
          `${reference} → ${r.reference}: ${label}`,
        ).toBe(true);
      }
    }
  });
});

describe('the offline composer on passages it once got wrong', () => {
  it("relates Psalm 23 to God as shepherd, not to a shepherd boy's lamb, a flock at noon or a sword against the shepherd", () => {
    const refs = compose('Psalm 23:1-3').relatedVerses.map((r) => r.reference);
    expect(refs.length).toBeGreaterThan(0);
    for (const odd of ['1 Samuel 17:35', 'Song of Solomon 1:7', 'Zechariah 13:7']) expect(refs).not.toContain(odd);
  });

  it('writes for John 3:16 what John 3:16 says, and for Lamentations 3:22-23 what it says: no shared paragraph', () => {
    const john = compose('John 3:16');
    const lamentations = compose('Lamentations 3:22-23');
    expect(john.theologicalInsight).toContain('Nicodemus');
    expect(lamentations.theologicalInsight).toContain('morning');
    expect(john.theologicalInsight.slice(0, 80)).not.toBe(lamentations.theologicalInsight.slice(0, 80));
    expect(john.personalApplication).not.toBe(lamentations.personalApplication);
  });

  it('places a verse outside the curated passages in its chapter, and says less rather than something stock', () => {
    const i = compose('Obadiah 1:3');
    expect(i.theologicalInsight).toMatch(/^Obadiah 1:3 belongs to Obadiah\. Edom will be humbled/);
    expect(i.personalApplication).toContain('Read Obadiah through once');
    expect(i.theologicalInsight).not.toMatch(/centers on/);
  });

  it('reads Psalm 23:1-6 as the whole of Psalm 23: what was written for the psalm, and the psalms around it', () => {
    const written = passageInsights().get('Psalm 23')!;
    for (const reference of ['Psalm 23:1-6', 'Psalm 23']) {
      const i = compose(reference);
      expect(i.reference).toBe(reference);
      expect(i.theologicalInsight, reference).toBe(written.insight);
      expect(i.personalApplication, reference).toBe(written.application);
      expect(i.contextExplanation, reference).toContain('It follows Psalm 22, which opens:');
      expect(i.contextExplanation, reference).toContain('It is followed by Psalm 24');
    }
  });

  it('quotes the verses around a passage with their speech marks paired, a speech inside in single marks', () => {
    // Luke 15:19 closes a speech opened two verses before; Revelation 21:5 holds two speeches of its own.
    expect(compose('Luke 15:20').contextExplanation).toContain(
      '“I am no more worthy to be called your son. Make me as one of your hired servants.”',
    );
    expect(compose('Revelation 21:4').contextExplanation).toContain(
      '“He who sits on the throne said, ‘Behold, I am making all things new.’ He said, ‘Write, for these words of God are faithful and true.’”',
    );
    // Revelation 21:3 is cut short inside its speech: the speech is closed where the cut is.
    expect(compose('Revelation 21:4').contextExplanation).toMatch(
      /“I heard a loud voice out of heaven saying, ‘Behold, God’s dwelling is with people;[^“”]*…’”/,
    );
    expect(balanceQuotes('servants.”’')).toBe('servants.');
    expect(balanceQuotes('He said, ‘Father, I have sinned.’ God’s mercy')).toBe('He said, ‘Father, I have sinned.’ God’s mercy');
    expect(balanceQuotes('saying, “Behold, God’s dwelling…')).toBe('saying, Behold, God’s dwelling…');
    expect(balanceQuotes('‘Rise up, my brothers’ sons')).toBe('‘Rise up, my brothers’ sons');
  });

  it('lets a verse inside a written passage borrow what was written for it', () => {
    const i = compose('Lamentations 3:23');
    expect(i.theologicalInsight).toMatch(/^These words belong to Lamentations 3:22-23\./);
  });

  it('offers the related verses a reader would choose, and never the odd ones (a hand-made list of 48 pairs)', () => {
    // passage → [verses that must be offered], [verses that must not be]
    const pairs: [string, string[], string[]][] = [
      ['Psalm 23:1-3', ['John 10:11', 'Psalm 80:1', 'Isaiah 40:11'], ['Zechariah 13:7', '1 Samuel 17:35', 'Song of Solomon 1:7']],
      ['Psalm 23:1-6', ['John 10:11', 'Ezekiel 34:15'], ['Zechariah 13:7', 'Jeremiah 33:12']],
      ['Luke 15:20', ['Luke 15:10', 'Psalm 103:13'], ['2 Samuel 19:39', 'Genesis 50:1', 'Genesis 33:4']],
      ['Revelation 21:4', ['Isaiah 25:8', '1 Corinthians 15:54'], ['Job 14:22', 'Job 16:16']],
      ['Ecclesiastes 3:1-8', ['Ecclesiastes 3:14', 'Psalm 90:12'], ['Lamentations 5:15', 'Jeremiah 31:4']],
      ['John 3:16', ['Romans 5:8', '1 John 4:9-10'], ['Numbers 21:6']],
      ['Romans 8:28', ['Genesis 50:20', 'Romans 5:3-5'], ['Job 3:3']],
      ['Genesis 1:1', ['John 1:1-3', 'Hebrews 11:3'], ['Genesis 1:2']],
      ['Micah 6:8', ['Hosea 6:6', 'Matthew 23:23'], ['Micah 6:7']],
      ['Philippians 4:6-7', ['1 Peter 5:7', 'Matthew 6:34'], []],
      ['Lamentations 3:22-23', ['Psalm 30:5', 'Psalm 136:1'], ['Lamentations 3:1-3']],
      ['Isaiah 40:31', ['Isaiah 40:29', 'Psalm 27:14'], ['Isaiah 40:30']],
      ['Jeremiah 29:11', ['Romans 8:28'], ['Jeremiah 29:18']],
      ['Matthew 5:3-4', ['Isaiah 61:3', 'Psalm 34:18'], []],
      ['Matthew 11:28-30', ['Jeremiah 6:16', 'Psalm 55:22'], []],
      ['Psalm 46:10', ['Exodus 14:14'], ['Psalm 46:9']],
      ['John 11:25-26', ['1 Thessalonians 4:14'], []],
    ];
    let checked = 0;
    for (const [passage, good, bad] of pairs) {
      const offered = compose(passage).relatedVerses.map((r) => r.reference);
      for (const r of good) expect(offered, `${passage} should offer ${r}`).toContain(r);
      for (const r of bad) expect(offered, `${passage} must not offer ${r}`).not.toContain(r);
      checked += good.length + bad.length;
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('never offers a verse of violence or despair beside a passage that has none, for verses nobody wrote about', () => {
    for (const reference of ['Zephaniah 2:3', 'Psalm 100:2', 'Isaiah 12:3', 'Luke 2:14', 'Ruth 2:12', 'Proverbs 11:25']) {
      for (const r of compose(reference).relatedVerses)
        expect(r.text, `${reference} → ${r.reference}`).not.toMatch(/\b(sword|slay|slain|kill|wrath|curse|destroy|blood|vengeance)\b/i);
    }
  });

  it('has written insight for every curated passage', () => {
    const written = passageInsights();
    for (const { reference } of scriptureEntries()) {
      const canonical = formatReference(parseReference(reference));
      expect(written.has(canonical), reference).toBe(true);
      expect(compose(reference).theologicalInsight).toBe(written.get(canonical)!.insight);
    }
  });

  it('quotes 1 John 5:7 with the sentence it opens, not as "For there are three who testify:"', () => {
    const offered = composedAll().flatMap(({ i }) => i.relatedVerses);
    expect(offered.map((r) => r.reference)).not.toContain('1 John 5:7');
    expect(offered.filter((r) => r.reference.startsWith('1 John 5:7')).every((r) => r.text.endsWith('the three agree as one.'))).toBe(true);
  });
});
