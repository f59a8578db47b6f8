// `npm run bench`: seeds 1,000 users with a year of daily practice, then measures the hot progress reads
// (GET /api/users/{id}/completions and /growth-stats) beside a bare route of the same server, on PGlite
// and on PostgreSQL. The server runs in a child process so the load generator doesn't share its event loop.
//
// Environment: BENCH_USERS (1000), BENCH_DAYS (365), BENCH_SECONDS per route (10), BENCH_CONNECTIONS (10),
// BENCH_DATABASE_URL (a PostgreSQL server to create a scratch database on; default TEST_DATABASE_URL,
// then postgres://postgres@127.0.0.1:5432/postgres). Only loopback addresses are ever targeted.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openPglite, openPostgres, type Database } from '../src/server/db/client.js';
import { recomputeProgress } from '../src/server/features/progress/recompute.js';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Kind = 'pglite' | 'postgres';
interface Ready {
  port: number;
  users: number;
  rows: Record<string, number>;
  seedSeconds: number;
}

// ---------------------------------------------------------------- server side (child process)

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
  const deps = { db, now: () => new Date() };
  for (let id = 1; id <= USERS; id++) await recomputeProgress(deps, id);
  await db.execute(sql`vacuum analyze`);
  const counts: Record<string, number> = {};
  for (const table of ['users', 'completions', 'journal_entries', 'gratitudes', 'mood_entries', 'user_progress', 'user_badges']) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(res.rows[0]!.n);
  }
  return counts;
}

async function serve(kind: Kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-bench-'));
  let database: Database;
  let dropDatabase = async () => {};
  if (kind === 'pglite') {
    database = await openPglite(dataDir);
  } else {
    const name = `lamplight_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString());
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  await database.migrate();
  const started = Date.now();
  const rows = await seed(database);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ port, users: USERS, rows, seedSeconds } satisfies Ready);
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await app.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

// ---------------------------------------------------------------- load side (parent process)

interface Row {
  database: Kind;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(port: number, users: number, route: string, signedIn: boolean, seconds = SECONDS): Promise<Omit<Row, 'database' | 'route'>> {
  const pick = () => 1 + Math.floor(Math.random() * users);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          if (!signedIn) return { ...req, path: route };
          const id = pick();
          return { ...req, path: route.replace(':id', String(id)), headers: { ...req.headers, cookie: `lamplight_session=bench-token-${id}` } };
        },
      },
    ],
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function startServer(kind: Kind): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: 'server', BENCH_DB: kind } });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`the ${kind} bench server exited (${code}) before it was ready`)));
  });
  return { child, ready };
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

async function main() {
  const kinds: Kind[] = ['pglite'];
  if (await postgresReachable()) kinds.push('postgres');
  else console.warn(`PostgreSQL at ${new URL(PG_URL).host} is not reachable: measuring PGlite only (set BENCH_DATABASE_URL).`);

  const rows: Row[] = [];
  for (const kind of kinds) {
    console.log(`\n${kind}: seeding ${USERS} users × ${DAYS} days…`);
    const { child, ready } = await startServer(kind);
    console.log(`  seeded in ${ready.seedSeconds.toFixed(1)} s:`, Object.entries(ready.rows).map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`).join(', '));
    const routes: [string, boolean][] = [
      ['/api/health', false],
      ['/api/users/:id/completions', true],
      ['/api/users/:id/growth-stats', true],
    ];
    for (const [route, signedIn] of routes) {
      await load(ready.port, ready.users, route, signedIn, 2); // warm-up: caches, JIT, connection pool
      const r = await load(ready.port, ready.users, route, signedIn);
      rows.push({ database: kind, route, ...r });
      console.log(`  ${route}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`);
    }
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route, random signed-in user per request; /api/health is the bare-route ceiling.\n`);
  console.log('| database | route | requests/s | p50 ms | p99 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.database} | ${r.route} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} |`);
  if (rows.some((r) => r.errors > 0)) {
    console.error('Some requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
}

if (process.env.BENCH_ROLE === 'server') void serve(process.env.BENCH_DB as Kind);
else void main();
