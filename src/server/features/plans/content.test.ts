import { describe, expect, it } from 'vitest';
import { lookupPassage } from '../../domain/bible.js';
import { planCatalogue } from './catalogue.js';

describe('the reading plans', () => {
  it('has at least 12 plans, each valid by its schema, with contiguous, non-empty days', () => {
    const plans = [...planCatalogue().values()];
    expect(plans.length).toBeGreaterThanOrEqual(12);
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
    for (const id of ['bible-in-a-year', 'new-testament-90', 'psalms-30', 'proverbs-31', 'gospels-40'])
      expect(planCatalogue().get(id), id).toBeDefined();
    for (const p of plans) {
      p.days.forEach((d, i) => {
        expect(d.day, `${p.id} day ${i + 1}`).toBe(i + 1);
        expect(d.passages.length, `${p.id} day ${d.day}`).toBeGreaterThan(0);
      });
    }
  });

  it('names only passages that exist in the shipped Bible, in both translations', () => {
    for (const p of planCatalogue().values())
      for (const d of p.days)
        for (const ref of d.passages)
          for (const translation of ['WEB', 'KJV'] as const)
            expect(() => lookupPassage(ref, translation), `${p.id} day ${d.day}: ${ref}`).not.toThrow();
  });

  it('reads the whole Bible in the year plan, each chapter once', () => {
    const refs = planCatalogue()
      .get('bible-in-a-year')!
      .days.flatMap((d) => d.passages);
    const chapters = refs.flatMap((r) => {
      const { ref } = lookupPassage(r, 'WEB');
      return Array.from({ length: (ref.endChapter ?? ref.chapter) - ref.chapter + 1 }, (_, i) => `${ref.book} ${ref.chapter + i}`);
    });
    expect(chapters).toHaveLength(1189);
    expect(new Set(chapters).size).toBe(1189);
  });
});
