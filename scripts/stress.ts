// `npm run stress`: the real server (its own process) under 100 connections of many people's mixed reads and
// writes for a bounded time, on PGlite and, when reachable, on PostgreSQL. Prints requests/s, latency (p50, p99)
// and errors, then reads back every acknowledged write (a 201 with an id) as its owner and checks it is intact.
//
// Environment: STRESS_SECONDS (20), STRESS_CONNECTIONS (100), STRESS_USERS (40), STRESS_DATABASE_URL (a PostgreSQL
// server to create a scratch database on; default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres).
// Only loopback addresses are ever targeted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SECONDS = Number(process.env.STRESS_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 100);
const USERS = Number(process.env.STRESS_USERS ?? 40);
const PG_URL = process.env.STRESS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 1200 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Person {
  id: number;
  cookie: string;
}

async function signUpPeople(base: string): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < USERS; i++) {
    const n = randomBytes(4).toString('hex');
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Stress ${n}`,
        email: `stress${n}@example.com`,
        username: `stress${n}`,
        password: 'a long stress password',
        gender: 'female',
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('lamplight_session='))!
      .split(';')[0]!;
    people.push({ id: ((await res.json()) as { id: number }).id, cookie });
  }
  return people;
}

async function load(base: string, people: Person[]) {
  const latencies: number[] = [];
  const acknowledged: { person: Person; id: number; title: string; content: string }[] = [];
  let errors = 0;
  let requests = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const until = Date.now() + SECONDS * 1000;
  const timed = async (url: string, init: RequestInit) => {
    const start = performance.now();
    try {
      const res = await fetch(`${base}${url}`, init);
      const body = await res.text();
      latencies.push(performance.now() - start);
      requests++;
      if (res.status >= 400) {
        errors++;
        fail(`${init.method ?? 'GET'} ${url.split('?')[0]!.replace(/\d+/g, ':id')} → ${res.status} ${body.slice(0, 80)}`);
      }
      return { status: res.status, body };
    } catch (e) {
      requests++;
      errors++;
      fail(`${init.method ?? 'GET'} ${url} → ${(e as Error).message} ${String((e as { cause?: unknown }).cause ?? '')}`);
      return { status: 0, body: '' };
    }
  };
  const connection = async (c: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const person = people[(c + i) % people.length]!;
      const headers = { cookie: person.cookie, 'content-type': 'application/json' };
      const pick = (c * 7 + i) % 10;
      if (pick < 3) {
        const title = `Stress ${c}-${i}`;
        const content = `Written under load by connection ${c}, round ${i}: ${randomBytes(8).toString('hex')}`;
        const r = await timed('/api/journal', { method: 'POST', headers, body: JSON.stringify({ title, content }) });
        if (r.status === 201) acknowledged.push({ person, id: (JSON.parse(r.body) as { id: number }).id, title, content });
      } else if (pick < 4) {
        await timed('/api/gratitudes', { method: 'POST', headers, body: JSON.stringify({ text: `Grateful ${c}-${i}` }) });
      } else if (pick < 6) {
        await timed(`/api/journal?userId=${person.id}`, { headers: { cookie: person.cookie } });
      } else if (pick < 7) {
        await timed(`/api/gratitudes?userId=${person.id}`, { headers: { cookie: person.cookie } });
      } else if (pick < 8) {
        await timed('/api/community', { headers: { cookie: person.cookie } });
      } else if (pick < 9) {
        await timed(`/api/users/${person.id}/completions`, { headers: { cookie: person.cookie } });
      } else {
        await timed('/api/auth/me', { headers: { cookie: person.cookie } });
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  for (const [what, n] of failures) console.log(`  ${n} × ${what}`);
  return { requests, errors, seconds, rps: requests / seconds, p50: pct(50), p99: pct(99), acknowledged };
}

async function verify(base: string, written: Awaited<ReturnType<typeof load>>['acknowledged']) {
  let missing = 0;
  for (const w of written) {
    const res = await fetch(`${base}/api/journal/${w.id}`, { headers: { cookie: w.person.cookie } });
    const entry = res.ok ? ((await res.json()) as { title: string; content: string }) : null;
    if (!entry || entry.title !== w.title || entry.content !== w.content) missing++;
  }
  return missing;
}

async function run(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-stress-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    const people = await signUpPeople(server.base);
    const result = await load(server.base, people);
    // Read back after a restart: an acknowledged write must survive the process too.
    await server.stop();
    const again = await startServer({ DATA_DIR: dataDir, ...env });
    const lost = await verify(again.base, result.acknowledged);
    await again.stop();
    console.log(
      `${kind.padEnd(8)} ${CONNECTIONS} connections, ${SECONDS} s: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}; ` +
        `acknowledged writes ${result.acknowledged.length}, lost or changed ${lost}`,
    );
    return result.errors === 0 && lost === 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  let ok = await run('pglite', { DATABASE_URL: '' });
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`postgres skipped: ${PG_URL} is not reachable`);
    process.exit(ok ? 0 : 1);
  }
  const name = `lamplight_stress_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    ok = (await run('postgres', { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' })) && ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  process.exit(ok ? 0 : 1);
}

void main();
