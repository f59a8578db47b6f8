import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../paths.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { timeZone: 'Europe/London' });
  b = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
});
afterAll(() => t.close());

describe('meditations', () => {
  it('lists every meditation and searches titles, passages and scripts', async () => {
    const all = (await a.get('/api/meditations')).json();
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all[0]).toEqual({
      id: 1,
      title: 'Light Spoken Over the Deep',
      scripture: 'Genesis 1:1-3',
      excerpt: expect.stringMatching(/^Before there was anything beautiful/),
      content: expect.stringContaining('In the beginning, God created the heavens and the earth.'),
    });
    const kjv = (await a.get('/api/meditations?translation=KJV')).json();
    expect(kjv[0].content).toContain('In the beginning God created the heaven and the earth.');
    const light = (await a.get('/api/meditations?q=light+spoken')).json();
    expect(light[0].title).toBe('Light Spoken Over the Deep');
    const psalms = (await a.get('/api/meditations?q=psalm')).json();
    // Passages and titles that name it come first, then scripts that mention it.
    const named = psalms.filter((m: { scripture: string; title: string }) => /psalm/i.test(m.scripture + m.title));
    expect(named.length).toBeGreaterThan(10);
    expect(psalms.slice(0, named.length)).toEqual(named);
    expect((await a.get('/api/meditations?q=zzzqqq')).json()).toEqual([]);
    expect((await a.get('/api/meditations/count')).json()).toEqual({ count: all.length });
  });

  it('gives one meditation a local day, the same for everyone on that date', async () => {
    t.clock.set('2026-03-20T12:00:00Z'); // the 20th in London, past midnight into the 21st in Auckland
    const london = (await a.get('/api/meditations/daily')).json();
    const auckland = (await b.get(`/api/meditations/daily?userId=${b.id}`)).json();
    expect(auckland.id).toBe(london.id + 1);
    t.clock.set('2026-03-21T09:00:00Z');
    expect((await a.get('/api/meditations/daily')).json().id).toBe(auckland.id);
    expect(london).toMatchObject({
      stages: expect.any(Array),
      scriptureText: expect.any(String),
      audioPath: expect.stringMatching(/^\/api\/meditation\/audio\?v=/),
    });
    expect((await a.get(`/api/meditations/daily?userId=${b.id}`)).statusCode).toBe(403);
  });

  it('answers 404 for a meditation that does not exist', async () => {
    expect((await a.get('/api/meditations/9999')).statusCode).toBe(404);
  });
});

describe('favorite meditations', () => {
  it('toggle both ways and belong to one user', async () => {
    expect((await a.post('/api/meditations/7/favorite', { userId: a.id })).json()).toEqual({ isFavorite: true });
    expect((await a.post('/api/meditations/3/favorite', { userId: a.id })).json()).toEqual({ isFavorite: true });
    expect((await a.get(`/api/meditations/favorites/${a.id}`)).json().map((m: { id: number }) => m.id)).toEqual([7, 3]);
    expect((await b.get(`/api/meditations/favorites/${b.id}`)).json()).toEqual([]);
    expect((await a.post('/api/meditations/7/favorite', { userId: a.id })).json()).toEqual({ isFavorite: false });
    expect((await a.get(`/api/meditations/favorites/${a.id}`)).json().map((m: { id: number }) => m.id)).toEqual([3]);
  });

  it('refuses another user, no session and an unknown meditation', async () => {
    expect((await a.get(`/api/meditations/favorites/${b.id}`)).statusCode).toBe(403);
    expect((await a.post('/api/meditations/3/favorite', { userId: b.id })).statusCode).toBe(403);
    expect((await client(t.app).get(`/api/meditations/favorites/${a.id}`)).statusCode).toBe(401);
    expect((await a.post('/api/meditations/9999/favorite', { userId: a.id })).statusCode).toBe(404);
  });
});

describe('GET /api/meditation/audio', () => {
  const anon = () => client(t.app);
  const file = path.join(CONTENT_DIR, 'audio', 'ambient-loop.wav');

  it('is a small PCM WAV file', () => {
    expect(statSync(file).size).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  it('serves the whole track with caching headers', async () => {
    const { audioPath } = (await anon().get('/api/meditations/daily')).json();
    const res = await anon().get(audioPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(statSync(file).size);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WAVE');

    const again = await anon().get('/api/meditation/audio', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=86400'); // an unversioned address is kept a day
  });

  it('answers byte ranges with 206, and an impossible one with 416', async () => {
    const size = statSync(file).size;
    const whole = (await anon().get('/api/meditation/audio')).rawPayload;
    const part = await anon().get('/api/meditation/audio', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.subarray(100, 200));
    const open = await anon().get('/api/meditation/audio', { range: `bytes=${size - 10}-` });
    expect(open.rawPayload).toEqual(whole.subarray(size - 10));
    const suffix = await anon().get('/api/meditation/audio', { range: 'bytes=-4' });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    const beyond = await anon().get('/api/meditation/audio', { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });
});
