import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, brief, context, created, send, snapshot, type Request } from './test/access-table.js';
import { client, createTestApp, signUp, type TestApp } from './test/harness.js';

/** The access matrix (issue 17 §1): the table and its rules are in test/access-table.ts. */

let t: TestApp;
let routes: string[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('has an entry for every registered route, and none for a route that is gone', () => {
    const missing = routes.filter((r) => !(r in ACCESS));
    const stale = Object.keys(ACCESS).filter((r) => !routes.includes(r));
    expect(missing, 'routes without an access rule: add them to ACCESS').toEqual([]);
    expect(stale, 'ACCESS entries for routes that no longer exist').toEqual([]);
  });

  it('refuses anonymous callers wherever a session is needed, and never answers 5xx', async () => {
    const c = await context(t);
    const anonymous = client(t.app);
    const problems: string[] = [];
    for (const [route, entry] of Object.entries(ACCESS)) {
      const res = await send(anonymous, await entry.make(c));
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (res.statusCode >= 500 || (entry.access === 'public' ? refused : res.statusCode !== 401))
        problems.push(`${route} anonymous → ${res.statusCode} ${brief(res.body)}`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses another person on every route that names an owner, and leaves the owner's data as it was", async () => {
    const c = await context(t);
    const intruder = await signUp(t.app);
    const requests: [string, Request][] = [];
    for (const [route, entry] of Object.entries(ACCESS)) if (entry.access === 'own') requests.push([route, await entry.make(c)]);
    const before = await snapshot(c.owner);
    const problems: string[] = [];
    for (const [route, request] of requests) {
      const res = await send(intruder, request);
      if (![403, 404].includes(res.statusCode) || !(res.json() as { message?: string }).message)
        problems.push(`${route} by another user → ${res.statusCode} ${brief(res.body)}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot(c.owner)).toBe(before);
  });

  it('serves the owner on every route (and anyone on the public ones)', async () => {
    const c = await context(t);
    const entries = Object.entries(ACCESS).filter(([, e]) => e.access !== 'stream');
    entries.sort(([, a], [, b]) => (a.last ?? 0) - (b.last ?? 0));
    const problems: string[] = [];
    for (const [route, entry] of entries) {
      const res = await send(c.owner, await entry.make(c));
      const fine = entry.ok ? entry.ok.includes(res.statusCode) : res.statusCode >= 200 && res.statusCode < 300;
      if (!fine) problems.push(`${route} by its owner → ${res.statusCode} ${brief(res.body)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('anonymous community content', () => {
  it('never carries its author, on any route another person can read', async () => {
    const author = await signUp(t.app, { name: 'Nicodemus Pharisee' });
    const reader = await signUp(t.app);
    const post = await created(await author.post('/api/community', { userId: author.id, content: 'Came by night to ask.', anonymous: 1 }));
    await created(await author.post(`/api/community/${post.id}/comments`, { userId: author.id, content: 'Still asking', anonymous: 1 }));
    await reader.post(`/api/community/${post.id}/like`, { userId: reader.id });
    const traces = [author.account.name, author.account.username, author.account.email, 'Nicodemus'];
    for (const url of ['/api/community', '/api/community/top', `/api/community/${post.id}/comments`, `/api/users/${author.id}/export`]) {
      const res = await reader.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      for (const trace of traces) expect(res.body, `${url} shows ${trace}`).not.toContain(trace);
      const json = JSON.parse(res.body) as unknown;
      const ids = JSON.stringify(json).match(/"(?:userId|authorId|user_id)":\s*(\d+)/g) ?? [];
      expect(
        ids.filter((m) => m.endsWith(`${author.id}`)),
        url,
      ).toEqual([]);
    }
  });
});
