import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { PUBLIC_LIMITS } from '../../platform/rate-limits.js';
import { client, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: PUBLIC_LIMITS,
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());

const report = { kind: 'chunk', name: 'TypeError', route: '/journal', frames: ['index-Bx12Cd.js:1:2345', 'journal-page-9f.js:3:77'] };

describe('POST /api/client-errors', () => {
  it('records what failed in the browser, signed in or not, as one warning line', async () => {
    lines.length = 0;
    const res = await client(t.app).post('/api/client-errors', report);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; clientError?: unknown }).find((l) => l.msg === 'client error');
    expect(logged?.clientError).toEqual(report);
  });

  it('takes no text anyone wrote: no messages, no full addresses, no free-form frames', async () => {
    for (const bad of [
      { ...report, name: 'Cannot read "my secret prayer"' },
      { ...report, route: '/shared/eyJ2ZXJzZSI6IkpvaG4gMzoxNiJ9' },
      { ...report, route: '/journal?text=hello' },
      { ...report, frames: ['at render (my secret words)'] },
      { ...report, message: 'extra fields are dropped, not logged' },
    ]) {
      lines.length = 0;
      const res = await client(t.app).post('/api/client-errors', bad);
      if (res.statusCode === 204) expect(lines.join('')).not.toContain('extra fields');
      else expect(res.statusCode).toBe(400);
      expect(lines.join('')).not.toMatch(/secret|eyJ2|hello/);
    }
  });

  it(`is limited to ${PUBLIC_LIMITS.clientErrors.max} reports per address in 15 minutes`, async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(report),
      });
    for (let i = 0; i < PUBLIC_LIMITS.clientErrors.max; i++) expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('the built app', () => {
  it('answers a missing script with a plain 404, not the app shell, so an open tab can tell it was updated', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, serveClient: true });
    try {
      const js = await app.inject({ method: 'GET', url: '/assets/journal-page-OLD123.js' });
      expect(js.statusCode).toBe(404);
      expect(js.headers['content-type']).toMatch(/^text\/plain/);
      const css = await app.inject({ method: 'GET', url: '/assets/index-OLD.css' });
      expect(css.statusCode).toBe(404);
      const page = await app.inject({ method: 'GET', url: '/journal' });
      // The app shell (or, before a build, the note saying to build it): never a 404.
      expect([200, 503]).toContain(page.statusCode);
    } finally {
      await app.close();
    }
  });
});
