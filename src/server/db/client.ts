import path from 'node:path';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type features see: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction `db.transaction(async (tx) => …)` hands over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a helper may run: on the database, or inside the caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for connections of their own (the event listener). */
  connectionString?: string;
  /** Applies the migrations not yet applied; answers how many it applied. */
  migrate(): Promise<number>;
  close(): Promise<void>;
  /**
   * PGlite only (one server per database): calls `onChange` with each notification the database's triggers send on
   * `channel` (sessions and users changed, migration 0011; what a person's hot reads stand on, migration 0022), before
   * the statement's caller continues. PostgreSQL hears the same notifications after the commit, through the event
   * bus's listening connection (decisions 022, 113).
   */
  watch?(channel: string, onChange: (payload: string) => void): Promise<void>;
}

/** Advisory lock key held while one instance migrates; the others wait for it, then find nothing left to do. */
const MIGRATION_LOCK = 7_204_211;

/** How many migrations the database has recorded (0 before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  )) as unknown as { rows: { n: number }[] };
  if (!Number(result.rows[0]?.n)) return 0;
  const rows = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(rows.rows[0]?.n ?? 0);
}

/** How many migrations this build ships (the lead's journal of them). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A pooled connection that fails while idle (the database restarted) is dropped by the pool; without a
  // listener its 'error' would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    connectionString: url,
    // Several instances may start at once: one migrates under a session-level advisory lock held on a
    // connection of its own, the others wait for it and then find every migration recorded.
    async migrate() {
      // (A connection outside the pool, so a pool of one still has its connection for the migrations.)
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const before = await appliedMigrations(db);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        return (await appliedMigrations(db)) - before;
      } finally {
        // Ending the session releases its advisory lock.
        await lock.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    kind: 'pglite',
    async migrate() {
      const before = await appliedMigrations(db);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      return (await appliedMigrations(db)) - before;
    },
    close: () => client.close(),
    // PGlite hands a notification to its listeners (queued as a microtask) while it parses the answer of the
    // statement that caused it, so they run before that statement's promise resolves.
    watch: async (channel, onChange) => void (await client.listen(channel, onChange)),
  };
}

/**
 * PGlite's memory is WebAssembly memory: it grows and never shrinks. PostgreSQL's defaults (128 MB of shared
 * buffers, 64 MB for maintenance) are sized for a dedicated server; here the database files sit in the
 * operating system's page cache anyway, so a smaller buffer pool costs a read from that cache on a miss and
 * saves about 100 MB of resident memory (decision 102).
 */
const PGLITE_MEMORY = ['shared_buffers = 32MB', 'maintenance_work_mem = 16MB'];

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const open = () => PGlite.create(dir, { postgresqlconf: PGLITE_MEMORY });
  let client = await open();
  if (fresh) {
    // Creating the database (initdb) grows the WebAssembly memory to some 700 MB, which it would then keep for as
    // long as the server runs: on a first start, the new database is closed and opened again (decision 102).
    await client.close();
    client = await open();
  }
  return wrapPglite(client);
}

/** DATABASE_URL set → PostgreSQL pool; unset → embedded PGlite in DATA_DIR/db. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return opts.databaseUrl ? Promise.resolve(openPostgres(opts.databaseUrl, opts.poolSize)) : openPglite(opts.dataDir);
}
