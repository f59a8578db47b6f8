import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { ROOT } from '../paths.js';
import { buildApp, loggerOptions } from '../app.js';
import { createTestApp, freshDatabase, signUp, within, type TestApp } from '../test/harness.js';
import { startSmtpSink } from '../test/smtp-sink.js';
import { DataDirLockedError, isDataDirLocked, lockDataDir } from './data-dir-lock.js';
import { createMailer } from './mail.js';
import { safeError } from './safe-error.js';

const quiet = pino({ level: 'silent' });

describe('config', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.ai).toBeUndefined();
    expect(c.secureCookies).toBe(false);
    expect(c.logLevel).toBe('info');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ DATABASE_URL: 'nope' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AI_BASE_URL: 'http://127.0.0.1:1/v1' }, 'AI_MODEL'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('transcribes with whisper-1 at the same provider unless AI_TRANSCRIBE_MODEL names another', () => {
    const provider = { AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'chat' };
    expect(loadConfig(provider).ai?.transcribeModel).toBe('whisper-1');
    expect(loadConfig({ ...provider, AI_TRANSCRIBE_MODEL: ' local-whisper ' }).ai).toMatchObject({
      model: 'chat',
      transcribeModel: 'local-whisper',
    });
    expect(loadConfig({ AI_TRANSCRIBE_MODEL: 'whisper-1' }).ai).toBeUndefined();
  });

  it('marks cookies Secure behind an https APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://lamplight.example/' }).secureCookies).toBe(true);
    expect(loadConfig({ APP_URL: 'https://lamplight.example/' }).appUrl).toBe('https://lamplight.example');
  });
});

describe('data directory lock (decision 136)', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('has one holder at a time, this very process included, and is free again after release', async () => {
    const dir = newDir();
    const release = await lockDataDir(dir);
    expect(await isDataDirLocked(dir)).toBe(true);
    // A second lock in the same process is refused too: the lock is the open file, not a pid to compare.
    const second = lockDataDir(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `^Another Lamplight server \\(pid ${process.pid}, host ${os.hostname()}\\) is already using the data directory ${dir}\\. Stop it first`,
      ),
    );
    await release();
    await release(); // once is enough; twice is harmless
    expect(await isDataDirLocked(dir)).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it('ignores what a lock file says: an old one left behind, naming any pid, does not hold the folder', async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'lamplight.lock'), `${process.ppid} 1`);
    expect(await isDataDirLocked(dir)).toBe(false);
    const release = await lockDataDir(dir);
    await release();
    expect(await isDataDirLocked(path.join(dir, 'not-made-yet'))).toBe(false);
  });

  it('is given up by the kernel when its holder is killed with SIGKILL', async () => {
    const dir = newDir();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/platform/data-dir-lock.ts').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); });`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
        holder.once('exit', (code) => reject(new Error(`the holder exited (${code}) before it held the lock`)));
      });
      expect(await isDataDirLocked(dir)).toBe(true);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      holder.kill('SIGKILL');
      // The helper that held it sees its pipe close and exits: the lock is free within moments, with no clean-up.
      await within(10_000, async () => !(await isDataDirLocked(dir)));
      const release = await lockDataDir(dir);
      await release();
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

describe('mail', () => {
  it('writes an .eml file to DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-mail-'));
    try {
      const mailer = createMailer({ from: 'Lamplight <no-reply@lamplight.local>', dataDir: dir, log: quiet });
      await mailer.send({ to: 'ruth@example.com', subject: 'Hello from Lamplight', text: 'Peace be with you' });
      const files = readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: ruth@example.com');
      expect(eml).toContain('Subject: Hello from Lamplight');
      expect(eml).toContain('Peace be with you');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('delivers over SMTP to a real server when SMTP_URL is set', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Lamplight <no-reply@lamplight.local>',
        dataDir: '/nonexistent',
        log: quiet,
      });
      await mailer.send({ to: 'naomi@example.com', subject: 'Over the wire', text: 'Grace and peace' });
      mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Over the wire');
      expect(smtp.received[0]).toContain('Grace and peace');
    } finally {
      await smtp.close();
    }
  });
});

describe('server-sent events', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it("streams one user's changes to that user only, and broadcasts to everyone", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const open = async (cookie: string) => {
      const res = await fetch(`${base}/api/events`, { headers: { cookie } });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = res.body!.getReader();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += new TextDecoder().decode(value);
        }
        return text;
      };
      return { until, cancel: () => reader.cancel(), seen: () => text };
    };
    const sa = await open(a.cookie);
    const sb = await open(b.cookie);
    await sa.until('event: ready');
    await sb.until('event: ready');
    await a.put(`/api/users/${a.id}`, { name: 'Anna Prophetess' });
    await sa.until('"topics":["user"]');
    t.events.publish({ topics: ['community'] });
    await sb.until('"topics":["community"]');
    expect(sb.seen()).not.toContain('"user"');
    await sa.cancel();
    await sb.cancel();
  });
});

describe('logs', () => {
  it('never contain request bodies, passwords, cookies or query strings', async () => {
    const lines: string[] = [];
    const stream = { write: (s: string) => void lines.push(s) };
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-logs-'));
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://lamplight.test' }),
      database,
      logger: { ...(loggerOptions('info') as object), stream } as never,
    });
    try {
      const secret = 'my-secret-pass-123';
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: { name: 'Secret Keeper', email: 'keeper@example.com', username: 'keeper', password: secret, gender: 'male' },
      });
      await app.inject({ method: 'GET', url: '/api/auth/me?token=query-secret', headers: { cookie: 'lamplight_session=cookie-secret' } });
      const nul = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"Nul \\u0000 Keeper","email":"n@example.com","username":"nulkeeper","password":"nul-secret-77","gender":"male"}',
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toMatch(/NUL/);
      const all = lines.join('\n');
      expect(all).toContain('"path":"/api/auth/register"');
      expect(all).not.toContain('nul-secret-77');
      expect(all).not.toContain('Nul');
      expect(all).not.toContain(secret);
      expect(all).not.toContain('Secret Keeper');
      expect(all).not.toContain('query-secret');
      expect(all).not.toContain('cookie-secret');
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('compresses large answers for clients that accept it', async () => {
    const t = await createTestApp();
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/meditations' });
      const zipped = await t.app.inject({ method: 'GET', url: '/api/meditations', headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    } finally {
      await t.close();
    }
  });
});

describe('error logging', () => {
  it('keeps the SQL and the code of a database error, never its parameters or detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_lower_idx',
      detail: 'Key (email)=(secret@example.com) already exists.',
    });
    const err = Object.assign(
      new Error('Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: My Secret Name,secret@example.com'),
      { cause },
    );
    const logged = JSON.stringify(safeError(err));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_lower_idx');
    expect(logged).not.toContain('Secret');
    expect(logged).not.toContain('secret@example.com');
  });

  it('keeps the message of a fault in our own code', () => {
    expect(safeError(new TypeError('x is not a function')).message).toBe('x is not a function');
  });
});
