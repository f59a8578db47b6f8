import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';
import { isDataDirLocked } from './platform/data-dir-lock.js';
import { within } from './test/harness.js';
import { builtServer, SERVER_ARGS } from './test/processes.js';

/** Whether this machine lets the tests make PID namespaces (root, as in CI's container). */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

// The real entry point, as `npm start` runs it (the built server): start-up, the data-directory lock,
// and a graceful stop. One pass is enough; the PostgreSQL project skips it.
const run = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

/**
 * Starts the built server. `namespace`: in a PID namespace of its own (`unshare --pid --fork --mount-proc`), where it
 * is pid 1, as in a container; `--kill-child` ends it when the unshare process is killed.
 */
function start(dataDir: string, port: number, { namespace = false } = {}) {
  const [command, args] = namespace
    ? ['unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', process.execPath, ...SERVER_ARGS]]
    : [process.execPath, SERVER_ARGS];
  const child = spawn(command, args, {
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
    expect(second.output()).toMatch(/Another Lamplight server \(pid \d+, host [^)]+\) is already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(await isDataDirLocked(dataDir)).toBe(false);
  }, 120_000);

  // Two containers on one volume: both servers are pid 1 (issue 37 §2). Needs root (or user namespaces) for unshare.
  it.skipIf(!canUnshare)(
    'refuses a second server in another PID namespace, and frees the folder when the first is killed',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-ns-'));
      try {
        const port = 20000 + Math.floor(Math.random() * 20000);
        const first = start(dir, port, { namespace: true });
        children.push(first.child);
        await first.waitFor('Lamplight is ready');
        const second = start(dir, port + 1, { namespace: true });
        children.push(second.child);
        const outcome = await Promise.race([
          second.exited.then((code) => `exited with ${code}`),
          second.waitFor('Lamplight is ready').then(
            () => 'started beside the first',
            () => 'neither',
          ),
        ]);
        expect(outcome).toBe('exited with 1');
        expect(second.output()).toMatch(/Another Lamplight server \(pid 1, host [^)]+\) is already using the data directory/);
        expect(second.output()).not.toContain('Lamplight is ready');
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

        // kill -9 (its whole namespace with it): the kernel frees the lock, and a new server takes the folder.
        first.child.kill('SIGKILL');
        await first.exited;
        await within(10_000, async () => !(await isDataDirLocked(dir)));
        const third = start(dir, port + 2, { namespace: true });
        children.push(third.child);
        await third.waitFor('Lamplight is ready');
        third.child.kill('SIGKILL');
        await third.exited;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

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
