import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openPostgres } from '../db/client.js';
import { freshDatabase } from '../test/harness.js';
import pg from 'pg';
import { createPostgresEventBus, EVENTS_CHANNEL, type PostgresEventBus } from './events-postgres.js';
import { COALESCE_MS, type ChangeEvent } from './events.js';

// The bus that joins instances: PostgreSQL only (PGlite is one process and keeps the in-process bus).
const run = process.env.TEST_DB === 'postgres' ? describe : describe.skip;
const quiet = pino({ level: 'silent' });

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

run('the PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  let database: Database;
  let other: Database;
  let a: PostgresEventBus;
  let b: PostgresEventBus;
  beforeAll(async () => {
    database = await freshDatabase();
    other = openPostgres(database.connectionString!, 2);
    a = createPostgresEventBus({ db: database.db, connectionString: database.connectionString!, log: quiet });
    b = createPostgresEventBus({ db: other.db, connectionString: other.connectionString!, log: quiet });
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await other.close();
    await database.close();
  });

  it("carries one instance's event to another instance's streams of that user, and broadcasts to everyone", async () => {
    const seven: ChangeEvent[] = [];
    const eight: ChangeEvent[] = [];
    const offSeven = b.subscribe(7, (e) => seven.push(e));
    const offEight = b.subscribe(8, (e) => eight.push(e));
    a.publish({ userId: 7, topics: ['journal', 'progress'] });
    await until(() => seven.length === 1);
    expect(seven[0]).toEqual({ userId: 7, topics: ['journal', 'progress'] });
    a.publish({ topics: ['community'] });
    await until(() => eight.length === 1 && seven.length === 2);
    expect(eight).toEqual([{ topics: ['community'] }]);
    offSeven();
    offEight();
  });

  it('reconnects after its connection is cut, tells its streams to refetch, and hears events again', async () => {
    const heard: ChangeEvent[] = [];
    const off = b.subscribe(9, (e) => heard.push(e));
    expect(b.listening()).toBe(true);
    // Cut every LISTEN connection to this database, as a database restart or a network fault would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    await until(() => heard.some((e) => e.resync));
    expect(b.listening()).toBe(true);
    a.publish({ userId: 9, topics: ['moods'] });
    await until(() => heard.some((e) => e.topics.includes('moods')));
    off();
  });

  it('coalesces a burst: few notifications and few events, the last one after the burst', async () => {
    await new Promise((r) => setTimeout(r, COALESCE_MS * 2));
    // A listener of its own counts what goes through the database.
    const raw = new pg.Client({ connectionString: database.connectionString! });
    await raw.connect();
    await raw.query(`LISTEN ${EVENTS_CHANNEL}`);
    let notifications = 0;
    raw.on('notification', () => notifications++);
    const heard: { at: number; event: ChangeEvent }[] = [];
    const off = b.subscribe(11, (event) => heard.push({ at: Date.now(), event }));
    for (let i = 0; i < 200; i++) {
      a.publish({ topics: ['community'] });
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    const last = Date.now();
    await until(() => heard.some((h) => h.at >= last));
    await new Promise((r) => setTimeout(r, COALESCE_MS * 3));
    expect(notifications).toBeGreaterThanOrEqual(2);
    expect(notifications).toBeLessThanOrEqual(3);
    expect(heard.length).toBeLessThanOrEqual(3);
    expect(heard.every((h) => JSON.stringify(h.event) === JSON.stringify({ topics: ['community'] }))).toBe(true);
    // A single change after a quiet spell arrives promptly.
    heard.length = 0;
    const sent = Date.now();
    a.publish({ userId: 11, topics: ['moods'] });
    await until(() => heard.length === 1, 1000);
    expect(heard[0]!.at - sent).toBeLessThan(COALESCE_MS);
    off();
    await raw.end();
  });
});
