import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from './db/client.js';
import { withDatabase } from './test/global-setup.js';
import { newAccount } from './test/harness.js';
import { builtServer, call, freePort, startServer, type ServerProcess } from './test/processes.js';

// Three real server processes on one PostgreSQL database, as three instances behind a load balancer.
// PostgreSQL only: PGlite is one process by design.
const run = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

run('three instances on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `lamplight_cluster_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  let servers: ServerProcess[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    await builtServer();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // An empty database: the three start at the same moment and must migrate it once between them.
    await admin.query(`CREATE DATABASE ${name}`);
    const ports = [await freePort(), await freePort(), await freePort()];
    servers = ports.map((port) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-cluster-'));
      dirs.push(dir);
      return startServer(port, {
        DATABASE_URL: withDatabase(url, name),
        DATA_DIR: dir,
        DATABASE_POOL_SIZE: '4',
        JOB_INTERVAL_SECONDS: '1',
        APP_URL: `http://127.0.0.1:${port}`,
      });
    });
    await Promise.all(servers.map((s) => s.waitFor('Lamplight is ready')));
  }, 120_000);

  afterAll(async () => {
    servers.forEach((s) => s.child.kill('SIGKILL'));
    await Promise.all(servers.map((s) => s.exited));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('started together on an empty database, they migrated it once', async () => {
    const applied = servers.map((s) => Number(/"migrationsApplied":(\d+)/.exec(s.output())?.[1]));
    expect(applied.sort()).toEqual([0, 0, shippedMigrations()]);
    const db = new pg.Client({ connectionString: withDatabase(url, name) });
    await db.connect();
    const { rows } = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await db.end();
    expect(rows[0].n).toBe(shippedMigrations());
    for (const s of servers) expect((await call(s.base, 'GET', '/api/ready')).json).toEqual({ status: 'ready' });
  });

  it('a change made through instance 1 reaches an event stream open on instance 3 within a second', async () => {
    const [one, , three] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const signed = await call(one.base, 'POST', '/api/auth/register', { body: newAccount() });
    expect(signed.status).toBe(201);
    const res = await fetch(`${three.base}/api/events`, { headers: { cookie: signed.cookie! } });
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += new TextDecoder().decode(value);
      }
    };
    await until('event: ready');
    const started = Date.now();
    const changed = await call(one.base, 'PUT', `/api/users/${signed.json.id}`, {
      cookie: signed.cookie,
      body: { name: 'Lydia of Thyatira' },
    });
    expect(changed.status).toBe(200);
    await until('"topics":["user"]');
    expect(Date.now() - started).toBeLessThan(1000);
    await reader.cancel();
  });

  it('a sign-out or a password change through instance 1 ends the session on instance 3 within a second (its session cache is emptied)', async () => {
    const [one, two, three] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const account = newAccount();
    const signed = await call(one.base, 'POST', '/api/auth/register', { body: account });
    expect(signed.status).toBe(201);
    const other = await call(two.base, 'POST', '/api/auth/login', { body: { username: account.username, password: account.password } });
    expect(other.status).toBe(200);
    // Read (and so kept) by instance 3, whose cache would otherwise keep them for SESSION_CACHE_SECONDS (5).
    await new Promise((r) => setTimeout(r, 200));
    for (const cookie of [signed.cookie, other.cookie])
      expect((await call(three.base, 'GET', '/api/auth/me', { cookie })).status).toBe(200);
    const endedWithin = async (cookie: string | undefined) => {
      const started = Date.now();
      while ((await call(three.base, 'GET', '/api/auth/me', { cookie })).status !== 401) {
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const changed = await call(one.base, 'PUT', `/api/users/${signed.json.id}/change-password`, {
      cookie: signed.cookie,
      body: { currentPassword: account.password, newPassword: 'another long passphrase' },
    });
    expect(changed.status).toBe(200);
    await endedWithin(other.cookie);
    expect((await call(three.base, 'GET', '/api/auth/me', { cookie: signed.cookie })).status).toBe(200);
    expect((await call(one.base, 'POST', '/api/auth/logout', { cookie: signed.cookie, body: {} })).status).toBe(200);
    await endedWithin(signed.cookie);
  });

  it('eleven wrong passwords spread across the three instances get the 429', async () => {
    const account = newAccount();
    expect((await call(servers[0]!.base, 'POST', '/api/auth/register', { body: account })).status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const r = await call(servers[i % 3]!.base, 'POST', '/api/auth/login', {
        body: { username: account.username, password: `wrong-${i}` },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('a reminder due for a person is sent once, not three times', async () => {
    const account = newAccount({ timeZone: 'UTC' });
    const signed = await call(servers[1]!.base, 'POST', '/api/auth/register', { body: account });
    expect(signed.status).toBe(201);
    const now = new Date();
    const hhmm = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
    const prefs = await call(servers[2]!.base, 'PUT', `/api/preferences/${signed.json.id}`, {
      cookie: signed.cookie,
      body: { dailyReminderTime: hhmm, notificationsEnabled: true },
    });
    expect(prefs.status).toBe(200);
    const reminders = () =>
      dirs.flatMap((d) => {
        const outbox = path.join(d, 'outbox');
        if (!existsSync(outbox)) return [];
        return readdirSync(outbox)
          .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
          .filter((m) => m.includes(account.email) && m.includes('Your daily moment with Lamplight'));
      });
    const until = Date.now() + 10_000;
    while (reminders().length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    // Every instance's job runs each second: give them several more runs to send it again, if they would.
    await new Promise((r) => setTimeout(r, 3000));
    expect(reminders()).toHaveLength(1);
  });

  it('one instance killed mid-load: the others keep answering, and every acknowledged write is kept', async () => {
    const signed = await call(servers[0]!.base, 'POST', '/api/auth/register', { body: newAccount() });
    const cookie = signed.cookie!;
    const acknowledged: number[] = [];
    let unrecovered = 0;
    let retried = 0;
    let stop = false;
    let n = 0;
    // A client that, like a load balancer, tries the next instance when one fails to answer.
    const request = async (method: string, url: string, body?: unknown) => {
      const first = n++ % 3;
      for (let k = 0; k < 3; k++) {
        const s = servers[(first + k) % 3]!;
        try {
          const r = await call(s.base, method, url, { cookie, body });
          if (r.status < 500) return r;
        } catch {
          /* connection refused or reset: the instance is gone */
        }
        retried++;
      }
      unrecovered++;
      return null;
    };
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        if (i % 2) {
          await request('GET', '/api/journal');
        } else {
          const r = await request('POST', '/api/journal', { title: `Load ${w}-${i}`, content: 'Kept safe.' });
          if (r?.status === 201) acknowledged.push(Number(r.json.id));
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    servers[1]!.child.kill('SIGKILL');
    await servers[1]!.exited;
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await Promise.all(workers);
    expect(unrecovered).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(10);
    const db = new pg.Client({ connectionString: withDatabase(url, name) });
    await db.connect();
    const { rows } = await db.query('select id from journal_entries where id = any($1::int[])', [acknowledged]);
    await db.end();
    expect(rows).toHaveLength(acknowledged.length);
    // Some requests were in flight at the kill, or sent to the dead instance, and were answered by another.
    expect(retried).toBeGreaterThan(0);
  });
});
