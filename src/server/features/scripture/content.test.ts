import { describe, expect, it } from 'vitest';
import { parseReference } from '../../../contract/bible-reference.js';
import { lookupPassage } from '../../platform/bible.js';
import { bookIntros, insightThemes } from './composer.js';
import { scriptureEntries, scriptureList } from './catalogue.js';
import { BIBLE_BOOKS } from '../../../contract/bible-books.js';

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
