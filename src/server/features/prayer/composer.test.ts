import { describe, expect, it } from 'vitest';
import { MOODS } from '../../../contract/moods.js';
import { passageText } from '../../domain/bible.js';
import { composePrayer, listNames, shortQuote, slots } from './composer.js';
import { MOOD_NEEDS } from './pools.js';
import { EVERYDAY_THEME, JOURNAL_THEMES, themeOf, VERSES_BY_MOOD_GROUP } from './verses.js';

const sources = (mood: string, title = 'Work again', content = 'The deadline at the office keeps moving.') => ({
  journal: { title, content },
  mood: { mood },
  gratitude: { text: 'Coffee with an old friend. It was lovely.' },
});

describe('the offline prayer composer', () => {
  it('meets every one of the moods by name and need, and names the person', () => {
    for (const { value } of MOODS) {
      expect(MOOD_NEEDS[value], value).toBeTruthy();
      const p = composePrayer({ name: 'Anna', sources: sources(value), translation: 'WEB', sequence: 0, seed: 0 });
      expect(p.prayer).toContain('Anna');
      expect(p.prayer).toContain(MOOD_NEEDS[value]!);
      expect(p.prayer).toMatch(new RegExp(`\\b${value}\\b`));
      expect(p.prayer).not.toMatch(/\ba [aeiou]/);
    }
  });

  it('echoes the gratitude briefly and the journal by its theme, not wholesale', () => {
    const p = composePrayer({ name: 'Anna', sources: sources('content'), translation: 'WEB', sequence: 0, seed: 0 });
    expect(p.prayer).toContain('Coffee with an old friend');
    expect(p.prayer).not.toContain('It was lovely');
    expect(p.prayer).not.toContain('The deadline at the office keeps moving');
    expect(themeOf('Work again', 'The deadline at the office keeps moving.').id).toBe('work');
    expect(themeOf('Sunday', 'Nothing much happened.')).toBe(EVERYDAY_THEME);
    expect(themeOf('Mum', 'My mother is in the hospital for surgery, the doctor says the pain will pass').id).toBe('health');
    expect(shortQuote('one two three four five six seven eight nine ten eleven twelve thirteen', 12)).toBe(
      'one two three four five six seven eight nine ten eleven twelve…',
    );
  });

  it('every verse it can offer exists in both translations', () => {
    const all = [...Object.values(VERSES_BY_MOOD_GROUP).flat(), ...JOURNAL_THEMES.flatMap((t) => t.verses), ...EVERYDAY_THEME.verses];
    for (const v of all) {
      expect(passageText(v.reference, 'WEB').length, v.reference).toBeGreaterThan(20);
      expect(passageText(v.reference, 'KJV').length, v.reference).toBeGreaterThan(20);
    }
  });

  it('walks its pools like a counter, so neighbouring prayers differ in every paragraph', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 48; i++) seen.add(slots(i, [8, 6]).join());
    expect(seen.size).toBe(48);
    const a = composePrayer({ name: 'Anna', sources: sources('sad'), translation: 'WEB', sequence: 5, seed: 3 });
    const b = composePrayer({ name: 'Anna', sources: sources('sad'), translation: 'WEB', sequence: 6, seed: 3 });
    const aParas = new Set(a.prayer.split('\n\n'));
    for (const para of b.prayer.split('\n\n')) expect(aParas.has(para)).toBe(false);
    expect(a.encouragement).not.toBe(b.encouragement);
  });

  it('names the prayer-list requests the person included, in a paragraph of its own before the close, and only then', () => {
    expect(listNames(['Mum'])).toBe('Mum');
    expect(listNames(['Mum', 'Dad'])).toBe('Mum and Dad');
    expect(listNames(['Mum', 'Dad', 'the church roof'])).toBe('Mum, Dad and the church roof');
    for (let sequence = 0; sequence < 12; sequence++) {
      const requests = [{ title: 'Mum’s knee surgery.' }, { title: 'Tom finding work' }];
      const p = composePrayer({ name: 'Anna', sources: { ...sources('sad'), requests }, translation: 'WEB', sequence, seed: 1 });
      const paragraphs = p.prayer.split('\n\n');
      expect(paragraphs.at(-2)).toContain('Mum’s knee surgery and Tom finding work');
      expect(paragraphs.at(-2)).not.toContain('surgery.');
      expect(paragraphs).toHaveLength(6);
      const without = composePrayer({ name: 'Anna', sources: sources('sad'), translation: 'WEB', sequence, seed: 1 });
      expect(without.prayer.split('\n\n')).toHaveLength(5);
      expect(without.prayer).not.toContain('prayer list');
    }
  });
});
