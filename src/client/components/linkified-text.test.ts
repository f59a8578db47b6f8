import { describe, expect, it } from 'vitest';
import { linkParts } from './linkified-text';

describe('links in what people write', () => {
  it('finds web addresses and leaves the sentence around them as text', () => {
    expect(linkParts('Read https://example.org/psalms?c=23#v1, then pray.')).toEqual([
      { text: 'Read ' },
      { href: 'https://example.org/psalms?c=23#v1', text: 'https://example.org/psalms?c=23#v1' },
      { text: ', then pray.' },
    ]);
    expect(linkParts('(see http://a.org/x)')).toEqual([
      { text: '(see ' },
      { href: 'http://a.org/x', text: 'http://a.org/x' },
      { text: ')' },
    ]);
    expect(linkParts('https://en.wikipedia.org/wiki/Psalm_(disambiguation).')).toEqual([
      { href: 'https://en.wikipedia.org/wiki/Psalm_(disambiguation)', text: 'https://en.wikipedia.org/wiki/Psalm_(disambiguation)' },
      { text: '.' },
    ]);
  });

  it('links nothing but http and https, and never reads markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://x.org">x</a> is text', 'ftp://files.org']) {
      const links = linkParts(text).filter((p) => 'href' in p);
      expect(links.every((l) => 'href' in l && /^https:\/\/x\.org\/?$/.test(l.href))).toBe(true);
    }
    expect(linkParts('plain words only')).toEqual([{ text: 'plain words only' }]);
  });
});
