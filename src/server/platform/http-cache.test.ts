import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, signUp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP caching of shipped text', () => {
  it('tags a Bible chapter in a named translation, keeps it a day, and answers an unchanged one with 304', async () => {
    const anon = client(t.app);
    const url = `/api/bible/passage?ref=${encodeURIComponent('Psalm 23')}&translation=WEB`;
    const first = await anon.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await anon.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another translation is another text: another tag, so a stale one is never taken for it.
    const kjv = await anon.get(url.replace('WEB', 'KJV'), { 'if-none-match': etag });
    expect(kjv.statusCode).toBe(200);
    expect(kjv.headers.etag).not.toBe(etag);
  });

  it("keeps a passage in the reader's own translation private and asks again each time", async () => {
    const a = await signUp(t.app);
    const url = `/api/bible/passage?ref=${encodeURIComponent('John 3:16')}`;
    const web = await a.get(url);
    expect(web.headers['cache-control']).toBe('private, no-cache');
    expect((await a.get(url, { 'if-none-match': web.headers.etag as string })).statusCode).toBe(304);
    expect((await a.put(`/api/users/${a.id}`, { translation: 'KJV' })).statusCode).toBe(200);
    const kjv = await a.get(url, { 'if-none-match': web.headers.etag as string });
    expect(kjv.statusCode).toBe(200);
    expect(kjv.json().text).toContain('only begotten Son');
  });

  it('tags meditation texts and the list', async () => {
    const anon = client(t.app);
    for (const url of ['/api/meditations/1?translation=WEB', '/api/meditations?translation=KJV', '/api/meditations/count']) {
      const first = await anon.get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=86400');
      expect((await anon.get(url, { 'if-none-match': first.headers.etag as string })).statusCode, url).toBe(304);
    }
    const daily = await anon.get('/api/meditations/daily?translation=WEB');
    expect(daily.headers['cache-control']).toBe('private, no-cache');
    expect(daily.headers.etag).toBeTruthy();
  });

  it('still says no-store on personal answers', async () => {
    const a = await signUp(t.app);
    expect((await a.get(`/api/users/${a.id}/completions`)).headers['cache-control']).toBe('no-store');
  });
});
