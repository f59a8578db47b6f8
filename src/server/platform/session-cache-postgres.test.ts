import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { client, createTestApp, sessionCookie, signUp, within, type TestApp } from '../test/harness.js';

// Two instances on one PostgreSQL, each with its own session cache (decision 022). PostgreSQL only.
const run = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

run('the session cache of several instances on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  beforeAll(async () => {
    // No event bus handed in: each app builds the PostgreSQL bus, whose listening connection empties its cache.
    a = await createTestApp({ events: undefined, env: { SESSION_CACHE_SECONDS: '2' } });
    second = openPostgres(a.database.connectionString!, 4);
    b = await createTestApp({ events: undefined, database: second, env: { SESSION_CACHE_SECONDS: '2' } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const me = (t: TestApp, cookie: string) => client(t.app, cookie).get('/api/auth/me');

  it('reuses a session it read, and forgets it after SESSION_CACHE_SECONDS even if no notification came', async () => {
    const u = await signUp(a.app);
    // Signing up notifies too (its session statements): let that pass before B reads and keeps the session.
    await new Promise((r) => setTimeout(r, 300));
    expect((await me(b, u.cookie)).statusCode).toBe(200);
    // Deleted past every trigger (as if the notification were lost): B still answers from its cache…
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from sessions where user_id = ${u.id}`);
    });
    expect((await me(b, u.cookie)).statusCode).toBe(200);
    // …for the cache's bound at most.
    const took = await within(3000, async () => (await me(b, u.cookie)).statusCode === 401);
    expect(took).toBeGreaterThan(500);
  });

  it('a sign-out on one instance ends the session on the other within milliseconds', async () => {
    const u = await signUp(a.app);
    expect((await me(b, u.cookie)).statusCode).toBe(200);
    expect((await me(b, u.cookie)).statusCode).toBe(200);
    expect((await u.post('/api/auth/logout')).statusCode).toBe(200);
    // Well inside the 2 s the cache would otherwise keep it: the database's notification emptied it.
    expect(await within(1000, async () => (await me(b, u.cookie)).statusCode === 401)).toBeLessThan(1000);
  });

  it('a password change on one instance ends the other sessions on the other instance', async () => {
    const u = await signUp(a.app);
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: u.account.password },
    });
    const other = sessionCookie(login);
    expect((await me(b, other)).statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(200);
    const changed = await u.put(`/api/users/${u.id}/change-password`, {
      currentPassword: u.account.password,
      newPassword: 'a quite different passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await within(1000, async () => (await me(b, other)).statusCode === 401)).toBeLessThan(1000);
    // The session that made the change goes on, on both.
    expect((await me(a, u.cookie)).statusCode).toBe(200);
    expect((await me(b, u.cookie)).statusCode).toBe(200);
  });

  it("a person's own change shows on their very next request through the same instance", async () => {
    const u = await signUp(a.app, { name: 'Dorcas Joppa' });
    expect((await u.get('/api/auth/me')).json()).toMatchObject({ name: 'Dorcas Joppa' });
    // Several rounds: the instance's own notification may come before or after the answer; the next read must not
    // depend on which.
    for (const name of ['Tabitha Joppa', 'Dorcas of Joppa', 'Tabitha Dorcas', 'Dorcas the Kind', 'Tabitha of Joppa']) {
      expect((await u.put(`/api/users/${u.id}`, { name })).statusCode).toBe(200);
      expect((await u.get('/api/auth/me')).json()).toMatchObject({ name });
    }
    // And on the other instance once the notification is heard.
    await within(1000, async () => (await me(b, u.cookie)).json().name === 'Tabitha of Joppa');
  });
});
