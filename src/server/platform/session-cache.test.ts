import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { createSessionCache } from './session-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PGlite the signed-in user is cached (decision 100); on PostgreSQL every request reads the session.
// Either way, these must hold. Each change is made straight in the database, past every service, so the
// test fails if only the code paths that remember the cache would end a session.
describe('a session seen before', () => {
  it('stops at once when its row is deleted by any statement', async () => {
    const a = await signUp(t.app);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, a.id));
    expect((await a.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('shows a change to the user row on the very next request', async () => {
    const a = await signUp(t.app, { name: 'Lydia Thyatira' });
    expect((await a.get('/api/auth/me')).json()).toMatchObject({ name: 'Lydia Thyatira', timeZone: 'UTC' });
    await t.database.db.update(users).set({ name: 'Lydia of Thyatira', timeZone: 'Asia/Tokyo' }).where(eq(users.id, a.id));
    expect((await a.get('/api/auth/me')).json()).toMatchObject({ name: 'Lydia of Thyatira', timeZone: 'Asia/Tokyo' });
  });

  it('stops at once when the account is deleted (the sessions go by cascade)', async () => {
    const a = await signUp(t.app);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, a.id));
    expect((await a.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('stops when it expires, without any write', async () => {
    const a = await signUp(t.app);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await a.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('signing out through the API ends it too', async () => {
    const a = await signUp(t.app);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    expect((await a.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await a.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('the cache itself', () => {
  const user = { id: 1 } as Parameters<ReturnType<typeof createSessionCache>['set']>[2];
  it('keeps no answer read before a change, and forgets all on a change', () => {
    const cache = createSessionCache();
    const now = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-02-01T00:00:00Z');
    const before = cache.generation();
    cache.clear(); // a session ended while the read was in flight
    cache.set('a', before, { ...user }, later);
    expect(cache.get('a', now)).toBeUndefined();
    cache.set('a', cache.generation(), { ...user }, later);
    expect(cache.get('a', now)).toMatchObject({ id: 1 });
    expect(cache.get('a', later)).toBeUndefined();
    cache.set('b', cache.generation(), { ...user }, later);
    cache.clear();
    expect(cache.get('b', now)).toBeUndefined();
  });

  it('holds at most its size, oldest out first, and hands out frozen users', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const now = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-02-01T00:00:00Z');
    for (const k of ['a', 'b', 'c']) cache.set(k, cache.generation(), { ...user }, later);
    expect(cache.get('a', now)).toBeUndefined();
    expect(Object.isFrozen(cache.get('c', now))).toBe(true);
  });
});
