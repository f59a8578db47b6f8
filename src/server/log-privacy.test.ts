import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './app.js';
import { ACCESS, context, send, type Request } from './test/access-table.js';
import { client, createTestApp, type TestApp } from './test/harness.js';

/**
 * The logs keep nothing anyone wrote (issue 17 §4): every route is called — by its owner, by another person and
 * anonymously, with good and broken bodies — with logging at its most talkative level, and then the captured log
 * is searched for every text, name, e-mail, password and session that went in.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ logger: { ...(loggerOptions('trace') as object), stream } });
});
afterAll(() => t.close());

/** Fields that hold a choice from a fixed list or a provider's id, not words anyone wrote. */
const NOT_WRITTEN = new Set(['type', 'kind', 'category', 'translation', 'status']);
const PROVIDER_ID = /^(seti|pi|cus|sub|evt|pm)_/;

/** Every string a request carried that a person wrote, long enough to be recognisable. */
function stringsOf(value: unknown, into: Set<string>, key = '') {
  if (typeof value === 'string') {
    if (value.length >= 5 && !NOT_WRITTEN.has(key) && !PROVIDER_ID.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, into, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(v, into, k);
}

describe('the server log', () => {
  it('holds no text, name, e-mail, password or session of anyone, whatever the route and whoever calls', { timeout: 240_000 }, async () => {
    const c = await context(t);
    const other = await context(t);
    const secrets = new Set<string>();
    for (const user of [c.owner, other.owner]) {
      for (const v of [user.account.name, user.account.email, user.account.username, user.account.password]) secrets.add(v);
      secrets.add(user.cookie.split('=')[1]!);
    }
    const entries = Object.entries(ACCESS)
      .filter(([, e]) => e.access !== 'stream')
      .sort(([, a], [, b]) => (a.last ?? 0) - (b.last ?? 0));
    for (const [route, entry] of entries) {
      const request: Request = await entry.make(c);
      // A browser's failure report is made to be logged: an error type, a screen, script positions; nothing written.
      if (route !== 'POST /api/client-errors') stringsOf(request.payload, secrets);
      for (const caller of [client(t.app), other.owner, c.owner]) {
        await send(caller, request);
        // The same body with one field too long and a NUL: the refusals are logged too.
        if (request.payload && typeof request.payload === 'object') {
          const broken = Object.fromEntries(
            Object.entries(request.payload).map(([k, v]) => [k, typeof v === 'string' ? `${v}\u0000${'!'.repeat(300_000)}` : v]),
          );
          await send(caller, { ...request, payload: broken });
        }
      }
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(100); // the log was really on
    const found = [...secrets].filter((s) => log.includes(s) || log.includes(JSON.stringify(s).slice(1, -1)));
    expect(found, 'written by a person, yet in the log').toEqual([]);
  });

  it('writes one line per request: its id, method, path without the query, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?token=kept-out-of-the-log' });
    const id = res.headers['x-request-id'];
    const mine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', path: '/api/health' }, res: { statusCode: 200 } });
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(JSON.stringify(mine[0])).not.toContain('kept-out-of-the-log');
  });
});
