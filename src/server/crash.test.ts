import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './test/global-setup.js';
import { newAccount } from './test/harness.js';
import { builtServer, call, freePort, startServer, type ServerProcess } from './test/processes.js';

// The real server killed with SIGKILL while a writer writes as fast as it can, then started again on the same
// data: every write it acknowledged is there, and the restart needs no hand. On the engine of this test pass.
const onPostgres = process.env.TEST_DB === 'postgres';
const ROUNDS = 2;

describe(`crash and restart (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-crash-'));
  const dbName = `lamplight_crash_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL ?? '';
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(builtServer, 180_000);
  beforeAll(async () => {
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
    }
    env = { DATA_DIR: dataDir, DATABASE_URL: onPostgres ? withDatabase(url, dbName) : '', RATE_LIMITS: 'off' };
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (server) await server.exited;
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const boot = async () => {
    const s = startServer(await freePort(), env);
    await s.waitFor('Lamplight is ready');
    return s;
  };

  it(`loses no acknowledged write over ${ROUNDS} kills mid-write`, async () => {
    server = await boot();
    const account = newAccount();
    const signed = await call(server.base, 'POST', '/api/auth/register', { body: account });
    expect(signed.status).toBe(201);
    const cookie = signed.cookie!;
    const acknowledged: { id: number; content: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s: ServerProcess = server;
      let writing = true;
      const writer = async (w: number) => {
        for (let i = 0; writing; i++) {
          const content = `Round ${round}, writer ${w}, entry ${i}: ${randomBytes(6).toString('hex')}`;
          try {
            const r = await call(s.base, 'POST', '/api/journal', { cookie, body: { title: `Entry ${round}.${w}.${i}`, content } });
            if (r.status === 201) acknowledged.push({ id: Number(r.json.id), content });
          } catch {
            return; // the server is gone: an unanswered write was never acknowledged
          }
        }
      };
      const writers = [writer(0), writer(1), writer(2)];
      const before = acknowledged.length;
      while (acknowledged.length < before + 15) await new Promise((r) => setTimeout(r, 20));
      s.child.kill('SIGKILL');
      await s.exited;
      writing = false;
      await Promise.all(writers);
      // The same data directory or database; a lock left by the killed process is taken over.
      server = await boot();
    }
    const lost: number[] = [];
    for (const a of acknowledged) {
      const r = await call(server.base, 'GET', `/api/journal/${a.id}`, { cookie });
      if (r.status !== 200 || r.json.content !== a.content) lost.push(a.id);
    }
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 15);
  }, 300_000);

  it('on SIGTERM stops being ready at once, keeps answering for SHUTDOWN_DELAY_SECONDS, then exits cleanly', async () => {
    server?.child.kill('SIGKILL');
    if (server) await server.exited;
    const s = startServer(await freePort(), { ...env, SHUTDOWN_DELAY_SECONDS: '2' });
    server = s;
    await s.waitFor('Lamplight is ready');
    expect((await call(s.base, 'GET', '/api/ready')).status).toBe(200);
    s.child.kill('SIGTERM');
    await s.waitFor('no longer ready');
    const ready = await call(s.base, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.json).toEqual({ status: 'draining' });
    expect((await call(s.base, 'GET', '/api/health')).status).toBe(200);
    expect(await s.exited).toBe(0);
    server = undefined;
  }, 60_000);
});
