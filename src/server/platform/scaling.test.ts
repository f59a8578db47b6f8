import { rmSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, sessions } from '../db/schema/index.js';
import { createTestApp, newAccount, signUp, type TestApp } from '../test/harness.js';
import { cleanupJob } from './cleanup.js';
import { runJob } from './jobs.js';

// Two app instances on one database, as two servers behind a load balancer would be: whatever one counts,
// the other sees. (The same with three real processes on PostgreSQL: cluster.test.ts.)
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const limits = { register: { max: 4, windowMs: 60 * 60 * 1000 } };
  one = await createTestApp({ rateLimits: limits });
  two = await createTestApp({ rateLimits: limits, database: one.database, now: one.clock });
});
afterAll(async () => {
  await two.app.close();
  rmSync(two.dataDir, { recursive: true, force: true });
  await one.close();
});

const login = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });

describe('limits shared by every instance', () => {
  it('allows 10 wrong passwords per account and address in all, whichever instance gets them', async () => {
    const u = await signUp(one.app);
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 ? one : two, u.account.username, `wrong-${i}`, ip)).statusCode, `guess ${i + 1}`).toBe(401);
    }
    expect((await login(one, u.account.username, u.account.password, ip)).statusCode).toBe(429);
    expect((await login(two, u.account.username, u.account.password, ip)).statusCode).toBe(429);
    // The owner, from their own address, still gets in through either instance.
    expect((await login(two, u.account.username, u.account.password, '198.51.100.50')).statusCode).toBe(200);
    one.clock.advance(16 * 60 * 1000);
    expect((await login(one, u.account.username, u.account.password, ip)).statusCode).toBe(200);
  });

  it('counts a burst of guesses sent to both instances at once: 10 are tried, the rest wait', async () => {
    const u = await signUp(one.app);
    const ip = '203.0.113.51';
    const guesses = await Promise.all(Array.from({ length: 24 }, (_, i) => login(i % 2 ? one : two, u.account.username, `burst-${i}`, ip)));
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(14);
    one.clock.advance(16 * 60 * 1000);
  });

  it('counts sign-ups per address across instances (the @fastify/rate-limit store is the database)', async () => {
    const register = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.60',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(newAccount()),
      });
    for (let i = 0; i < 4; i++) expect((await register(i % 2 ? one : two)).statusCode, `sign-up ${i + 1}`).toBe(201);
    const over = await register(one);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(two)).statusCode).toBe(429);
    // A new window after the hour.
    one.clock.advance(61 * 60 * 1000);
    expect((await register(two)).statusCode).toBe(201);
  });
});

describe('readiness', () => {
  it('is ready while the database answers with every migration, and not once the instance is draining', async () => {
    const ready = await one.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    two.app.lifecycle.draining = true;
    const draining = await two.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });
    // Liveness is another question: the process still answers.
    expect((await two.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    two.app.lifecycle.draining = false;
  });

  it('migrating a migrated database applies nothing', async () => {
    expect(await one.database.migrate()).toBe(0);
  });
});

describe('scheduled cleanup', () => {
  it('removes expired sessions and records its run', async () => {
    const u = await signUp(one.app);
    const mine = async () => (await one.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, u.id)))[0]!.n;
    expect(await mine()).toBe(1);
    one.clock.advance(31 * 24 * 60 * 60 * 1000);
    await runJob(one.app.deps, cleanupJob(one.app.deps, 60_000));
    expect(await mine()).toBe(0);
    const [run] = await one.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'cleanup'));
    expect(run).toMatchObject({ outcome: 'ok' });
    expect(run!.done).toBeGreaterThanOrEqual(1);
    expect(run!.finishedAt).not.toBeNull();
  });
});

describe('event stream limits', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_EVENT_STREAMS: '12' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  const open = async (cookie: string) => {
    const res = await fetch(`${base}/api/events`, { headers: { cookie } });
    if (res.status !== 200) return { status: res.status, ended: Promise.resolve(true), cancel: async () => {} };
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })().catch(() => true);
    return { status: res.status, ended, cancel: () => reader.cancel().catch(() => {}) };
  };

  it('keeps one person to 10 streams (a new one closes their oldest) and the instance to MAX_EVENT_STREAMS', async () => {
    const a = await signUp(t.app);
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await open(a.cookie));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const eleventh = await open(a.cookie);
    expect(eleventh.status).toBe(200);
    expect(await streams[0]!.ended).toBe(true);
    expect(t.events.listenerCount()).toBe(10);
    const b = await signUp(t.app);
    expect((await open(b.cookie)).status).toBe(200);
    expect((await open(b.cookie)).status).toBe(200);
    const refused = await fetch(`${base}/api/events`, { headers: { cookie: b.cookie } });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/refresh on its own/);
    await Promise.all([...streams, eleventh].map((s) => s.cancel()));
  });
});
