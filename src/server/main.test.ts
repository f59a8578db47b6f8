import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';
import { builtServer, SERVER_ARGS } from './test/processes.js';

// The real entry point, as `npm start` runs it (the built server): start-up, the data-directory lock,
// and a graceful stop. One pass is enough; the PostgreSQL project skips it.
const run = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (needle: string, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!output.includes(needle)) {
      if (Date.now() > until) throw new Error(`timed out waiting for "${needle}"; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

run('npm start (main.ts)', () => {
  beforeAll(builtServer, 180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-main-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    children.forEach((c) => c.kill('SIGKILL'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = start(dataDir, port);
    children.push(first.child);
    await first.waitFor('Lamplight is ready');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'lamplight.lock'))).toBe(true);

    const second = start(dataDir, port + 1);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Lamplight server \(pid \d+\) is already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'lamplight.lock'))).toBe(false);
  }, 120_000);

  it('stops at start-up with a message naming a bad variable', async () => {
    const bad = spawn(process.execPath, SERVER_ARGS, {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    bad.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((r) => bad.on('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  });
});
