import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client.js';
import { ensureBuiltServer, runsProcessTests } from './built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite data dir dump that every test file starts from, or a PostgreSQL
 * template database that every test file clones. Fresh data per file at a fraction of initdb's cost.
 */
export default async function setup(project: TestProject) {
  // The process tests start the built server (what ships): build it now if they are in this run and it is out of
  // date, before any test's time starts. (`filenamePattern` holds the run's file filters; absent, every file runs.)
  if (runsProcessTests((project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern)) await ensureBuiltServer();
  // The project's `env` reaches the test workers, not this hook (it runs in the main process): the project's name says
  // which engine this pass is for.
  if (project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('The postgres test project needs TEST_DATABASE_URL.');
    const template = `lamplight_tmpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    try {
      await admin.connect();
    } catch (e) {
      throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable (${(e as Error).message}): the PostgreSQL pass can't run.`, {
        cause: e,
      });
    }
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(withDatabase(url, template), 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-test-'));
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
