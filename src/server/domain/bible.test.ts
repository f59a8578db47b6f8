import { describe, expect, it } from 'vitest';
import { formatReference, parseReference } from '../../contract/bible-reference.js';
import { AppError } from '../platform/errors.js';
import { bibleBooks, lookupPassage } from './bible.js';

describe('reference parser', () => {
  it.each([
    ['John 3:16', { book: 'John', chapter: 3, verse: 16 }, 'John 3:16'],
    ['Jn 3:16-18', { book: 'John', chapter: 3, verse: 16, endVerse: 18 }, 'John 3:16-18'],
    ['Psalm 23', { book: 'Ps', chapter: 23 }, 'Psalm 23'],
    ['Ps 23:1-3', { book: 'Ps', chapter: 23, verse: 1, endVerse: 3 }, 'Psalm 23:1-3'],
    ['1 Cor 13:4-7', { book: '1Cor', chapter: 13, verse: 4, endVerse: 7 }, '1 Corinthians 13:4-7'],
    ['1 Corinthians 13', { book: '1Cor', chapter: 13 }, '1 Corinthians 13'],
    ['Song of Songs 2:4', { book: 'Song', chapter: 2, verse: 4 }, 'Song of Solomon 2:4'],
    ['isaiah 40:31', { book: 'Isa', chapter: 40, verse: 31 }, 'Isaiah 40:31'],
    ['II Kings 2:11', { book: '2Kgs', chapter: 2, verse: 11 }, '2 Kings 2:11'],
    ['First John 4:8', { book: '1John', chapter: 4, verse: 8 }, '1 John 4:8'],
    ['1john 1:9', { book: '1John', chapter: 1, verse: 9 }, '1 John 1:9'],
    ['Isaiah 52:13–53:12', { book: 'Isa', chapter: 52, verse: 13, endChapter: 53, endVerse: 12 }, 'Isaiah 52:13-53:12'],
    ['Jude 3', { book: 'Jude', chapter: 1, verse: 3 }, 'Jude 1:3'],
    ['Rom. 8:28', { book: 'Rom', chapter: 8, verse: 28 }, 'Romans 8:28'],
    ['Phil 4:6-6', { book: 'Phil', chapter: 4, verse: 6 }, 'Philippians 4:6'],
  ])('%s', (input, ref, display) => {
    expect(parseReference(input)).toEqual(ref);
    expect(formatReference(parseReference(input))).toBe(display);
  });

  it.each([
    ['', /Enter a Bible reference/],
    ['hello world', /not a Bible reference/],
    ['Hezekiah 3:1', /no book called "Hezekiah"/],
    ['John 22:1', /John has 21 chapters/],
    ['John 3:18-16', /before its start/],
  ])('refuses %j', (input, message) => {
    expect(() => parseReference(input)).toThrow(message);
  });
});

describe('passages', () => {
  it('reads the real text in the chosen translation', () => {
    const web = lookupPassage('John 3:16', 'WEB');
    expect(web.text).toMatch(/^For God so loved the world, that he gave his only born Son/);
    const kjv = lookupPassage('John 3:16', 'KJV');
    expect(kjv.text).toMatch(/^For God so loved the world, that he gave his only begotten Son/);
    const psalm = lookupPassage('Psalm 23', 'WEB');
    expect(psalm.verses).toHaveLength(6);
    expect(psalm.reference).toBe('Psalm 23');
    const across = lookupPassage('Isaiah 52:13-53:12', 'WEB');
    expect(across.verses[0]).toMatchObject({ chapter: 52, verse: 13 });
    expect(across.verses.at(-1)).toMatchObject({ chapter: 53, verse: 12 });
  });

  it('opens a passage that starts mid-sentence with an ellipsis, its words untouched', () => {
    const mid = lookupPassage('John 4:14', 'WEB');
    expect(mid.text).toMatch(/^…but whoever drinks of the water/);
    expect(mid.verses[0]!.text).toMatch(/^but whoever/);
    expect(lookupPassage('John 4:14', 'KJV').text).toMatch(/^But whosoever/);
  });

  it('is a 400 for a bad reference and for a verse that does not exist', () => {
    expect(() => lookupPassage('Nowhere 1:1', 'WEB')).toThrow(AppError);
    try {
      lookupPassage('Nowhere 1:1', 'WEB');
    } catch (e) {
      expect((e as AppError).status).toBe(400);
    }
    try {
      lookupPassage('John 3:99', 'WEB');
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).message).toBe('John 3 has 36 verses.');
    }
  });
});

describe('the Bible files', () => {
  // The longest real verse of either translation is under 550 characters.
  const LONGEST_PLAUSIBLE_VERSE = 600;

  it.each(['WEB', 'KJV'] as const)('hold Scripture only in %s: no verse implausibly long, no notes, glossary or links', (translation) => {
    const suspicious: string[] = [];
    for (const [book, chapters] of bibleBooks(translation)) {
      chapters.forEach((verses, c) =>
        verses.forEach((text, v) => {
          if (text.length > LONGEST_PLAUSIBLE_VERSE || /copyright|glossary|https?:|http/i.test(text))
            suspicious.push(`${book} ${c + 1}:${v + 1} (${text.length} characters): ${text.slice(0, 60)}`);
        }),
      );
    }
    expect(suspicious).toEqual([]);
  });

  it('keep the space after a speech that ends mid-verse', () => {
    expect(lookupPassage('Revelation 21:5', 'WEB').text).toContain('“Behold, I am making all things new.” He said, “Write,');
    const joined: string[] = [];
    for (const chapters of bibleBooks('WEB').values())
      for (const verses of chapters) for (const text of verses) if (/[.?!,;:]”\p{L}/u.test(text)) joined.push(text);
    expect(joined).toEqual([]);
  });

  it('end Revelation with its last verse, nothing appended', () => {
    expect(lookupPassage('Revelation 22:21', 'WEB').text).toBe('The grace of the Lord Jesus Christ be with all the saints. Amen.');
  });
});
