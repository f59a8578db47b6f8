import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openPostgres } from '../db/client.js';
import { freshDatabase } from '../test/harness.js';
import { createPostgresEventBus, type PostgresEventBus } from './events-postgres.js';
import type { ChangeEvent } from './events.js';

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
});
