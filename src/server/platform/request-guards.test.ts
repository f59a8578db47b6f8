import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../test/harness.js';
import { containsNul } from './request-guards.js';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUp(t.app);
});
afterAll(() => t.close());

const send = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/journal', headers: { cookie: u.cookie, 'content-type': 'application/json' }, payload });

describe('the NUL guard', () => {
  it('keeps the six characters \\u0000 when a person types them', async () => {
    const typed = 'In C, a string ends at \\u0000 (and \\\\u0000 is how JSON escapes it).';
    const res = await u.post('/api/journal', { userId: u.id, title: 'Notes on \\u0000', content: typed });
    expect(res.statusCode).toBe(201);
    const saved = await u.get(`/api/journal/${res.json().id}`);
    expect(saved.json()).toMatchObject({ title: 'Notes on \\u0000', content: typed });
  });

  it('refuses a real NUL anywhere in the parsed body, keys and nested values too, with a 400 that says so', async () => {
    for (const payload of [
      `{"userId":${u.id},"title":"a\\u0000b","content":"x"}`,
      `{"userId":${u.id},"title":"t","content":"x","extra":{"deep":["ok",["\\u0000"]]}}`,
      `{"userId":${u.id},"title":"t","content":"x","k\\u0000ey":1}`,
    ]) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe('Text may not contain NUL (\\u0000) characters.');
    }
    expect((await u.get(`/api/journal?userId=${u.id}`)).json()).toHaveLength(1);
  });

  it('walks deep or wide bodies without recursion', async () => {
    let deep: unknown = 'end\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Array.from({ length: 300_000 }, () => 'fine'))).toBe(false);
    const wide = await send(JSON.stringify({ userId: u.id, title: 't', content: 'x', many: Array(200_000).fill(1) }));
    expect(wide.statusCode).toBe(201);
  });
});

describe('a route exempt from the JSON and same-origin guards', () => {
  it('says so on itself: a form post from another site reaches it, and only it', async () => {
    const fromElsewhere = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    };
    // The one-click unsubscribe declares `config: { guardExempt: true }`: its signed token decides (here, a forged one).
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=forged',
      headers: fromElsewhere,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.json().code).not.toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(unsubscribe.json().message).not.toBe('Requests from other sites are not allowed.');
    expect(unsubscribe.json().message).toMatch(/link/i);
    // Any other route, however named, is guarded: the exemption is the route's, not a path in a shared list.
    const journal = await t.app.inject({
      method: 'POST',
      url: '/api/journal?to=/api/reminders/unsubscribe',
      headers: { ...fromElsewhere, cookie: u.cookie },
      payload: 'title=x',
    });
    expect(journal.statusCode).toBe(403);
    expect(journal.json().message).toBe('Requests from other sites are not allowed.');
  });
});
