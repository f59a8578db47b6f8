// `npm run bench`: every row of issue 15's table in one run, with the target beside each figure.
//
// Seeds 1,000 users with a year of daily practice, then loads a signed-in user's hot reads
// (GET /api/users/{id}/completions and /growth-stats) on PGlite and on PostgreSQL, beside the ceiling: a bare
// Fastify route answering the same body, in a process of its own. The seeding runs in its own process and the
// servers start afterwards on the seeded database, as a deployment starts on an existing one; the PGlite
// server's RSS is read after its load. The first-load JavaScript of /auth and the Dashboard is counted as the
// compressed bytes Chromium transfers on a first visit to the built app.
//
// Options: --instances N runs the PostgreSQL rows through N server processes on one database (the load is
// spread over them). Environment: BENCH_USERS (1000), BENCH_DAYS (365), BENCH_SECONDS per route (15),
// BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (a PostgreSQL server to create a scratch database on; default
// TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres), CHROMIUM_PATH (/usr/bin/chromium).
// Only loopback addresses are ever targeted.
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/server/db/client.js';
import { recomputeProgress } from '../src/server/features/progress/recompute.js';
import { CLIENT_DIST_DIR, ROOT } from '../src/server/paths.js';
import { BUILT_ENTRY, ensureBuiltServer } from '../src/server/test/built-server.js';
import { freePort } from '../src/server/test/processes.js';
import { createProgressRegistry } from '../src/server/domain/progress.js';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What a signed-in user's completions answer looks like: the bare route answers exactly this. */
const COMPLETIONS_BODY = { journal: true, gratitude: false, mood: true, scripture: false, meditation: true, prayer: false };

type Kind = 'pglite' | 'postgres';
type Message = { ready: true; port: number } | { seeded: true; rows: Record<string, number>; seconds: number } | { error: string };

// ---------------------------------------------------------------- child processes

function open(kind: Kind, target: string): Promise<Database> {
  return kind === 'pglite' ? openPglite(target) : Promise.resolve(openPostgres(target));
}

/** A year of history in a few set-based statements: each user has a steadiness that decides how often each practice is done. */
async function seed(database: Database) {
  const { db } = database;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (name, username, email, gender, password_hash, time_zone)
    select 'Bench User ' || i, 'bench' || i, 'bench' || i || '@example.com', case when i % 2 = 0 then 'female' else 'male' end,
           'not-a-password-hash', (array['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'])[1 + i % 5]
    from generate_series(1, ${USERS}) as i`);
  // The cookie token of user n is "bench-token-n"; only its SHA-256 is stored, as for real sessions.
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at)
    select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '30 days' from users`);
  const days = sql`generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)`;
  const steadiness = sql`(0.35 + (u.id % 10) * 0.065)`;
  await db.execute(sql`
    insert into completions (user_id, type, day, completed_at, time_zone)
    select u.id, t.type, d.day::date, (d.day::date + time '07:30' + (u.id % 600) * interval '1 minute') at time zone u.time_zone, u.time_zone
    from users u cross join ${days} cross join unnest(array['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer']) as t(type)
    where random() < ${steadiness}`);
  await db.execute(sql`
    insert into journal_entries (user_id, title, content, mood, date, updated_at)
    select u.id, 'Reflection for ' || d.day::date, repeat('Thank you, Lord, for this day and for your faithfulness. ', 4), 'peaceful', d.day + time '08:00', d.day + time '08:00'
    from users u cross join ${days} where random() < ${steadiness} * 0.6`);
  await db.execute(sql`
    insert into gratitudes (user_id, text, date)
    select u.id, 'A quiet morning and a warm cup of coffee', d.day + time '08:10' from users u cross join ${days} where random() < ${steadiness} * 0.7`);
  await db.execute(sql`
    insert into mood_entries (user_id, mood, reflection, date)
    select u.id, (array['joyful', 'peaceful', 'grateful', 'anxious', 'contemplative', 'overwhelmed'])[1 + floor(random() * 6)::int], null, d.day + time '08:20'
    from users u cross join ${days} where random() < ${steadiness} * 0.7`);
  // Streaks and badges come from the real recomputation, user by user, as completions would leave them.
  // No community posts are seeded, so no metrics are registered: those badges count 0, as they would.
  const deps = { db, now: () => new Date(), progress: createProgressRegistry() };
  for (let id = 1; id <= USERS; id++) await recomputeProgress(deps, id);
  await db.execute(sql`vacuum analyze`);
  const counts: Record<string, number> = {};
  for (const table of ['users', 'completions', 'journal_entries', 'gratitudes', 'mood_entries', 'user_progress', 'user_badges']) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(res.rows[0]!.n);
  }
  return counts;
}

async function seedRole(kind: Kind, target: string) {
  const database = await open(kind, target);
  await database.migrate();
  const started = Date.now();
  const rows = await seed(database);
  await database.close();
  process.send!({ seeded: true, rows, seconds: (Date.now() - started) / 1000 } satisfies Message);
}

/** The ceiling: Fastify with nothing but one route answering the completions body. */
async function bareRole() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => COMPLETIONS_BODY);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (m) => m === 'stop' && void app.close().then(() => process.exit(0)));
  process.send!({ ready: true, port: portOf(app.server.address()) } satisfies Message);
}

function portOf(address: ReturnType<import('node:net').Server['address']>) {
  return typeof address === 'object' && address ? address.port : 0;
}

// ---------------------------------------------------------------- the parent: load and report

function start(role: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; first: Message }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: role, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, first: m as Message }));
    child.once('exit', (code) => reject(new Error(`the bench ${role} process exited (${code}) before it was ready`)));
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

/** Loads one route through every port at once (connections shared out); p99 is the worst port's. */
async function load(ports: number[], route: string, signedIn: boolean, seconds = SECONDS): Promise<Figures> {
  const pick = () => 1 + Math.floor(Math.random() * USERS);
  const runs = ports.map((port) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: Math.max(1, Math.round(CONNECTIONS / ports.length)),
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            if (!signedIn) return { ...req, path: route };
            const id = pick();
            return {
              ...req,
              path: route.replace(':id', String(id)),
              headers: { ...req.headers, cookie: `lamplight_session=bench-token-${id}` },
            };
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function measure(ports: number[], route: string, signedIn = true) {
  await load(ports, route, signedIn, 2); // warm-up: JIT, connection pools, the database's caches
  const figures = await load(ports, route, signedIn);
  console.log(`  ${route}: ${figures.rps} req/s, p99 ${figures.p99} ms${figures.errors ? `, ${figures.errors} failed` : ''}`);
  return figures;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function seedInChild(kind: Kind, target: string) {
  console.log(`\n${kind}: seeding ${USERS} users × ${DAYS} days…`);
  const { first } = await start('seed', { BENCH_DB: kind, BENCH_TARGET: target });
  if (!('seeded' in first)) throw new Error(`seeding ${kind} failed`);
  const counts = Object.entries(first.rows).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`);
  console.log(`  seeded in ${first.seconds.toFixed(0)} s: ${counts.join(', ')}`);
}

/**
 * The app as `npm start` runs it: the built server (dist/server/server/main.js, built first if it is out of date) in
 * a process of its own, on the seeded database, serving the built web app, with its background jobs on. Not the
 * sources through tsx, whose compiler and source maps would add some 85 MB to the memory measured.
 */
async function startServers(kind: Kind, target: string, count: number) {
  const servers: { child: ChildProcess; port: number }[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
    env.LOG_LEVEL = 'silent';
    env.RATE_LIMITS = 'off';
    if (kind === 'pglite') {
      env.DATA_DIR = target;
      delete env.DATABASE_URL;
    } else {
      env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'lamplight-bench-data-'));
      env.DATABASE_URL = target;
    }
    const child = spawn(process.execPath, [BUILT_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const until = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${kind} server exited (${child.exitCode}) before it was ready`);
      if (Date.now() > until) throw new Error(`the ${kind} server was not ready within two minutes`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    servers.push({ child, port });
  }
  return servers;
}

/** A server process's resident memory, as the operating system counts it. */
function rssOf(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!kb) throw new Error(`no VmRSS for process ${child.pid}`);
  return kb * 1024;
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Compressed JavaScript bytes Chromium transfers on a first visit, as the budget test counts them. */
async function firstLoadJs(): Promise<{ auth: number; dashboard: number; idleRequests: number } | string> {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM}`;
  if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
    console.log('\nbuilding the web app (vite build)…');
    const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0) return 'vite build failed';
  }
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-bench-web-'));
  const [server] = await startServers('pglite', dataDir, 1);
  const base = `http://127.0.0.1:${server!.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const visit = async (url: string, signUp: boolean, idleMs = 0) => {
      const context = await browser.newContext({ baseURL: base });
      if (signUp) {
        const n = Date.now().toString(36);
        const account = { name: 'Hannah Shiloh', email: `hannah${n}@example.com`, username: `hannah${n}`, password: 'lamp-and-light' };
        const res = await context.request.post('/api/auth/register', { data: { ...account, gender: 'female', timeZone: 'UTC' } });
        const user = (await res.json()) as { id: number };
        await context.request.put(`/api/users/${user.id}/onboarding`, { data: { completed: true } });
      }
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      // Left open: every API request but the event stream counts (the screen should only listen).
      let idle = 0;
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/events') idle++;
      });
      await page.waitForTimeout(idleMs);
      await context.close();
      return { kb: Math.round(bytes / 1024), idle };
    };
    const auth = await visit('/auth', false);
    console.log('\nthe Dashboard, left open for a minute…');
    const dashboard = await visit('/', true, 60_000);
    return { auth: auth.kb, dashboard: dashboard.kb, idleRequests: dashboard.idle };
  } finally {
    await browser.close();
    await stopServer(server!.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface TableRow {
  measure: string;
  figure: string;
  target: string;
  met: boolean | null;
}

async function main() {
  const instancesArg = process.argv.indexOf('--instances');
  const instances = instancesArg > 0 ? Number(process.argv[instancesArg + 1]) : 1;
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances takes a whole number ≥ 1');
  await ensureBuiltServer();
  const rows: TableRow[] = [];
  let failed = false;
  const check = (f: Figures) => {
    if (f.errors > 0) failed = true;
    return f;
  };

  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores`,
  );
  const bare = await start('bare');
  const barePort = 'ready' in bare.first ? bare.first.port : 0;
  console.log('\nthe bare route (another process):');
  const ceiling = check(await measure([barePort], '/bare', false));
  await stop(bare.child);

  // PGlite: the default.
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-bench-'));
  try {
    await seedInChild('pglite', pgliteDir);
    const [server] = await startServers('pglite', pgliteDir, 1);
    const completions = check(await measure([server!.port], '/api/users/:id/completions'));
    const growth = check(await measure([server!.port], '/api/users/:id/growth-stats'));
    const rss = rssOf(server!.child);
    await stopServer(server!.child);
    rows.push(
      {
        measure: 'completions on PGlite',
        figure: `${completions.rps.toLocaleString('en-US')} req/s, p99 ${completions.p99} ms`,
        target: '≥ 1,200 req/s, p99 ≤ 50 ms',
        met: completions.rps >= 1200 && completions.p99 <= 50,
      },
      {
        measure: 'server RSS on PGlite after that load',
        figure: `${Math.round(rss / 2 ** 20)} MB`,
        target: '≤ 350 MB',
        met: rss / 2 ** 20 <= 350,
      },
      {
        measure: 'growth-stats on PGlite',
        figure: `${growth.rps.toLocaleString('en-US')} req/s`,
        target: '≥ 1,000 req/s',
        met: growth.rps >= 1000,
      },
    );
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  // PostgreSQL, through --instances servers on one scratch database.
  if (await postgresReachable()) {
    const name = `lamplight_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      await seedInChild('postgres', url.toString());
      const servers = await startServers('postgres', url.toString(), instances);
      const ports = servers.map((s) => s.port);
      const completions = check(await measure(ports, '/api/users/:id/completions'));
      const growth = check(await measure(ports, '/api/users/:id/growth-stats'));
      const rssPg = servers.map((s) => rssOf(s.child));
      for (const s of servers) await stopServer(s.child);
      const share = completions.rps / ceiling.rps;
      const through = instances > 1 ? ` (${instances} instances)` : '';
      rows.unshift({
        measure: `completions on PostgreSQL${through}`,
        figure: `${completions.rps.toLocaleString('en-US')} req/s, p99 ${completions.p99} ms (${share.toFixed(2)} × the bare route's ${ceiling.rps.toLocaleString('en-US')})`,
        target: '≥ 0.25 × the bare route, p99 ≤ 15 ms',
        met: share >= 0.25 && completions.p99 <= 15,
      });
      rows.push({
        measure: `server RSS on PostgreSQL after that load${instances > 1 ? ' (largest instance)' : ''}`,
        figure: `${Math.round(Math.max(...rssPg) / 2 ** 20)} MB`,
        target: '(no target)',
        met: null,
      });
      rows.push({
        measure: `growth-stats on PostgreSQL${through}`,
        figure: `${growth.rps.toLocaleString('en-US')} req/s`,
        target: '≥ 4,000 req/s',
        met: growth.rps >= 4000,
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.warn(`\nPostgreSQL at ${new URL(PG_URL).host} is not reachable: its rows are not measured (set BENCH_DATABASE_URL).`);
    rows.unshift({
      measure: 'completions on PostgreSQL',
      figure: 'not measured (no PostgreSQL)',
      target: '≥ 0.25 × the bare route',
      met: null,
    });
  }

  const js = await firstLoadJs();
  if (typeof js === 'string') {
    rows.push({ measure: 'first-load JS', figure: `not measured (${js})`, target: '/auth ≤ 120 KB, Dashboard ≤ 170 KB', met: null });
  } else {
    rows.push(
      { measure: 'first-load JS, /auth', figure: `${js.auth} KB`, target: '≤ 120 KB', met: js.auth <= 120 },
      { measure: 'first-load JS, Dashboard', figure: `${js.dashboard} KB`, target: '≤ 170 KB', met: js.dashboard <= 170 },
      {
        measure: 'idle Dashboard, API requests a minute besides the event stream',
        figure: String(js.idleRequests),
        target: '0',
        met: js.idleRequests === 0,
      },
    );
  }

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route, a random signed-in user per request, ${USERS.toLocaleString('en-US')} users × ${DAYS} days;` +
      ` load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores.\n`,
  );
  console.log('| measure | figure | target | met |');
  console.log('|---|---:|---:|:---:|');
  for (const r of rows) console.log(`| ${r.measure} | ${r.figure} | ${r.target} | ${r.met === null ? '–' : r.met ? 'yes' : 'no'} |`);
  if (failed) {
    console.error('Some requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
}

const role = process.env.BENCH_ROLE;
const target = process.env.BENCH_TARGET ?? '';
const fail = (error: unknown) => {
  console.error(error);
  process.exit(1);
};
if (role === 'seed') seedRole(process.env.BENCH_DB as Kind, target).then(() => process.exit(0), fail);
else if (role === 'bare') bareRole().catch(fail);
else main().catch(fail);
