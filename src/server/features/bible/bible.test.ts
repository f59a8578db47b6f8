import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPassage } from '../../domain/bible.js';
import { client, createTestApp, signUp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let anon: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  anon = client(t.app);
});
afterAll(() => t.close());

const passage = (ref: string, extra = '') => anon.get(`/api/bible/passage?ref=${encodeURIComponent(ref)}${extra}`);

describe('GET /api/bible/passage', () => {
  it.each([
    ['John 3:16', 'John 3:16', 1],
    ['Jn 3:16-18', 'John 3:16-18', 3],
    ['Psalm 23', 'Psalm 23', 6],
    ['Ps 23:1-3', 'Psalm 23:1-3', 3],
    ['1 Cor 13:4-7', '1 Corinthians 13:4-7', 4],
    ['1 Corinthians 13', '1 Corinthians 13', 13],
    ['Song of Songs 2:4', 'Song of Solomon 2:4', 1],
  ])('%s reads %s from the Bible data', async (input, reference, count) => {
    const res = await passage(input);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reference).toBe(reference);
    expect(body.translation).toBe('WEB');
    expect(body.verses).toHaveLength(count);
    expect(body.text).toBe(lookupPassage(reference, 'WEB').text);
  });

  it('gives the chapter and its neighbours for reading in context, across book boundaries', async () => {
    expect((await passage('John 3:16')).json()).toMatchObject({
      chapterReference: 'John 3',
      previousChapter: 'John 2',
      nextChapter: 'John 4',
    });
    expect((await passage('Malachi 4')).json()).toMatchObject({ previousChapter: 'Malachi 3', nextChapter: 'Matthew 1' });
    expect((await passage('Genesis 1:1')).json()).toMatchObject({ previousChapter: null, nextChapter: 'Genesis 2' });
    expect((await passage('Revelation 22')).json()).toMatchObject({ nextChapter: null });
  });

  it.each([
    ['', 400, /Enter a Bible reference/],
    ['hello world', 400, /not a Bible reference/],
    ['Hezekiah 3:1', 400, /no book called "Hezekiah"/],
    ['John 22:1', 400, /John has 21 chapters/],
    ['John 3:18-16', 400, /before its start/],
    ['John 3:99', 400, /John 3 has 36 verses/],
  ])('refuses %j with %i and a message to act on', async (input, status, message) => {
    const res = await passage(input);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it("reads the translation asked for, else the signed-in reader's, else WEB", async () => {
    expect((await passage('John 3:16', '&translation=KJV')).json().text).toMatch(/only begotten Son/);
    expect((await passage('John 3:16', '&translation=NIV')).statusCode).toBe(400);
    const reader = await signUp(t.app);
    expect((await reader.put(`/api/users/${reader.id}`, { translation: 'KJV' })).statusCode).toBe(200);
    expect((await reader.get('/api/bible/passage?ref=John+3:16')).json()).toMatchObject({
      translation: 'KJV',
      text: expect.stringMatching(/only begotten Son/),
    });
    expect((await reader.get('/api/bible/passage?ref=John+3:16&translation=WEB')).json().translation).toBe('WEB');
  });
});

describe('GET /api/bible/search', () => {
  it('finds words, best matches first, paged', async () => {
    const first = (await anon.get('/api/bible/search?q=the+Lord+is+my+shepherd')).json();
    expect(first.kind).toBe('words');
    expect(first.results[0]).toEqual({
      reference: 'Psalm 23:1',
      chapterReference: 'Psalm 23',
      text: lookupPassage('Psalm 23:1', 'WEB').text,
    });

    const p1 = (await anon.get('/api/bible/search?q=shepherd&pageSize=10')).json();
    const p2 = (await anon.get('/api/bible/search?q=shepherd&pageSize=10&page=2')).json();
    expect(p1.total).toBeGreaterThan(20);
    expect(p2.total).toBe(p1.total);
    expect(p1.results).toHaveLength(10);
    const refs = [...p1.results, ...p2.results].map((r: { reference: string }) => r.reference);
    expect(new Set(refs).size).toBe(20);
    for (const r of [...p1.results, ...p2.results]) expect(r.text.toLowerCase()).toContain('shepherd');
  });

  it('puts the whole phrase first', async () => {
    const res = (await anon.get('/api/bible/search?q=love+one+another&pageSize=5')).json();
    for (const r of res.results.slice(0, 3)) expect(r.text.toLowerCase()).toContain('love one another');
  });

  it('answers a reference with its verses, and says why a missing verse found nothing', async () => {
    const psalm = (await anon.get('/api/bible/search?q=Ps+23')).json();
    expect(psalm).toMatchObject({ kind: 'reference', total: 6 });
    expect(psalm.results.map((r: { reference: string }) => r.reference)).toEqual([
      'Psalm 23:1',
      'Psalm 23:2',
      'Psalm 23:3',
      'Psalm 23:4',
      'Psalm 23:5',
      'Psalm 23:6',
    ]);
    const missing = (await anon.get('/api/bible/search?q=John+3:99')).json();
    expect(missing).toMatchObject({ kind: 'reference', total: 0, message: 'John 3 has 36 verses.' });
  });

  it('searches the KJV too, and refuses an empty query', async () => {
    const kjv = (await anon.get('/api/bible/search?q=begotten&translation=KJV&pageSize=50')).json();
    expect(kjv.results.map((r: { reference: string }) => r.reference)).toContain('John 3:16');
    const empty = await anon.get('/api/bible/search?q=+');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Type a word or a reference to search for.');
    expect((await anon.get('/api/bible/search?q=love&page=0')).statusCode).toBe(400);
  });
});
