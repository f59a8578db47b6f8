import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPostgres, wrapPglite, type Database } from '../db/client.js';
import { createLocalEventBus, type EventBus } from '../platform/events.js';
import { NO_LIMITS } from '../platform/rate-limits.js';
import type { MailMessage, Mailer } from '../platform/mail.js';
import { withDatabase } from './global-setup.js';

/** A clock tests move by hand. */
export function testClock(start = '2026-03-10T15:00:00Z') {
  let t = new Date(start).getTime();
  const now = () => new Date(t);
  return Object.assign(now, {
    set: (iso: string) => void (t = new Date(iso).getTime()),
    advance: (ms: number) => void (t += ms),
  });
}
export type TestClock = ReturnType<typeof testClock>;

/** Polls until the check passes (what another instance hears a moment later); answers how long it took. */
export async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

export function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m), close: () => {} };
}

/** A fresh, migrated database for one test file: PGlite from the run's dump, or a clone of the PostgreSQL template. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `lamplight_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = openPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  mailer: ReturnType<typeof captureMailer>;
  events: EventBus;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(opts: Partial<BuildAppOptions> & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://lamplight.test', LOG_LEVEL: 'silent', ...opts.env });
  const database = opts.database ?? (await freshDatabase());
  const clock = testClock();
  const mailer = captureMailer();
  // Every event as published, so feature tests see exactly what a change announces; the coalescing that
  // streams get in production (decision 021) is tested with a bus of its own (platform/events.test.ts).
  const events = opts.events ?? createLocalEventBus({ coalesceMs: 0 });
  // A test file signs up many people from one address: the public routes' limits are off unless a test sets them.
  const app = await buildApp({ config, database, now: clock, mailer, events, logger: false, rateLimits: NO_LIMITS, ...opts });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    mailer,
    events,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function newAccount(
  overrides: Partial<{ name: string; email: string; username: string; password: string; gender: string; timeZone: string }> = {},
) {
  const n = `${process.pid}${++counter}${randomBytes(2).toString('hex')}`;
  return {
    name: 'Grace Hopper',
    email: `grace${n}@example.com`,
    username: `grace${n}`,
    password: 'correct horse',
    gender: 'female',
    ...overrides,
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'lamplight_session');
  if (!cookie) throw new Error(`no session cookie in the answer (${res.statusCode} ${res.body})`);
  return `lamplight_session=${cookie.value}`;
}

/** A signed-in test user: its id, its cookie, and request helpers that send both. */
export async function signUp(app: FastifyInstance, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const user = res.json() as { id: number; name: string; username: string; email: string };
  const cookie = sessionCookie(res);
  return { ...user, account, cookie, ...client(app, cookie) };
}
export type TestUser = Awaited<ReturnType<typeof signUp>>;

/** One part of a multipart form: a text field, or a file with its type. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser sends it, with the upload header the request guards ask for. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lamplight${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-lamplight-upload': '1' },
  };
}

/** Requests as one signed-in person (or anonymous with no cookie). JSON bodies get the JSON content type. */
export function client(app: FastifyInstance, cookie?: string) {
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie && { cookie }), ...(method !== 'GET' && { 'content-type': 'application/json' }), ...headers },
      ...(payload !== undefined && { payload: JSON.stringify(payload) }),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => send('POST', url, payload, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) => send('PUT', url, payload, headers),
    patch: (url: string, payload?: unknown, headers?: Record<string, string>) => send('PATCH', url, payload, headers),
    del: (url: string, payload?: unknown, headers?: Record<string, string>) => send('DELETE', url, payload, headers),
    /** A multipart upload (multipartBody). */
    upload: (url: string, parts: FormPart[], method: 'POST' | 'PUT' = 'POST') => {
      const body = multipartBody(parts);
      return app.inject({ method, url, headers: { ...(cookie && { cookie }), ...body.headers }, payload: body.payload });
    },
  };
}
