import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPassage } from '../../domain/bible.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
  b = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
});
afterAll(() => t.close());

interface Scripture {
  id: number;
  verse: string;
  text: string;
  translation: string;
}

describe('scriptures', () => {
  it("lists at least 365 passages, each with its text from the Bible data in the reader's translation", async () => {
    const web: Scripture[] = (await a.get('/api/scriptures')).json();
    expect(web.length).toBeGreaterThanOrEqual(365);
    expect(new Set(web.map((s) => s.id)).size).toBe(web.length);
    expect(web.find((s) => s.verse === 'John 3:16')).toMatchObject({ translation: 'WEB', text: lookupPassage('John 3:16', 'WEB').text });

    await b.put(`/api/users/${b.id}`, { translation: 'KJV' });
    const kjv: Scripture[] = (await b.get('/api/scriptures')).json();
    expect(kjv.map((s) => s.id)).toEqual(web.map((s) => s.id));
    for (const s of kjv.slice(0, 40)) expect(s.text).toBe(lookupPassage(s.verse, 'KJV').text);
    await b.put(`/api/users/${b.id}`, { translation: 'WEB' });
  });

  it('gives everyone the same passage on a local date, and the next one the next day', async () => {
    t.clock.set('2026-03-20T20:00:00Z'); // 13:00 on March 20th in Los Angeles, 05:00 on the 21st in Tokyo
    const signedOut = client(t.app);
    const la1 = (await a.get('/api/scriptures/daily')).json();
    const tokyo2 = (await b.get('/api/scriptures/daily')).json();
    expect(la1.id).not.toBe(tokyo2.id);

    t.clock.set('2026-03-21T20:00:00Z'); // the 21st in Los Angeles
    const la2 = (await a.get(`/api/scriptures/daily?userId=${a.id}`)).json();
    expect(la2).toEqual(tokyo2);
    expect((await signedOut.get('/api/scriptures/daily')).json()).toEqual(la2); // UTC is on the 21st too

    t.clock.set('2026-03-21T23:59:00Z');
    expect((await a.get('/api/scriptures/daily')).json().id).toBe(la2.id); // stable through the day
    const list: Scripture[] = (await a.get('/api/scriptures')).json();
    expect(list.findIndex((s) => s.id === la2.id)).toBe((list.findIndex((s) => s.id === la1.id) + 1) % list.length);
  });

  it("refuses another user's id on the daily passage", async () => {
    expect((await a.get(`/api/scriptures/daily?userId=${b.id}`)).statusCode).toBe(403);
  });
});

describe('favorite scriptures', () => {
  it('toggle both ways and belong to one user', async () => {
    expect((await a.get(`/api/scriptures/favorites/${a.id}`)).json()).toEqual([]);
    expect((await a.post('/api/scriptures/13/favorite', { userId: a.id })).json()).toEqual({ isFavorite: true });
    expect((await a.post('/api/scriptures/4/favorite', { userId: a.id })).json()).toEqual({ isFavorite: true });
    const favorites: Scripture[] = (await a.get(`/api/scriptures/favorites/${a.id}`)).json();
    expect(favorites.map((s) => s.id)).toEqual([13, 4]);
    expect(favorites[0]).toMatchObject({ verse: 'John 3:16', text: lookupPassage('John 3:16', 'WEB').text });
    expect((await b.get(`/api/scriptures/favorites/${b.id}`)).json()).toEqual([]);

    expect((await a.post('/api/scriptures/13/favorite', { userId: a.id })).json()).toEqual({ isFavorite: false });
    expect((await a.get(`/api/scriptures/favorites/${a.id}`)).json().map((s: Scripture) => s.id)).toEqual([4]);
  });

  it('tells other tabs of the change', async () => {
    const seen: string[][] = [];
    const stop = t.events.subscribe(a.id, (e) => seen.push(e.topics));
    await a.post('/api/scriptures/5/favorite', { userId: a.id });
    stop();
    expect(seen).toContainEqual(['scripture-favorites']);
  });

  it('refuses another user, no session and an unknown passage', async () => {
    expect((await a.get(`/api/scriptures/favorites/${b.id}`)).statusCode).toBe(403);
    expect((await a.post('/api/scriptures/13/favorite', { userId: b.id })).statusCode).toBe(403);
    expect((await client(t.app).post('/api/scriptures/13/favorite', { userId: a.id })).statusCode).toBe(401);
    const missing = await a.post('/api/scriptures/99999/favorite', { userId: a.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no scripture 99999.');
    expect((await a.post('/api/scriptures/13/favorite', {})).statusCode).toBe(400);
  });
});
