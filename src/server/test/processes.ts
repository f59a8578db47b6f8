import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from '../paths.js';
import { BUILT_ENTRY, ensureBuiltServer } from './built-server.js';

/** For a test file's beforeAll: the built server is current (the global setup normally built it already). */
export const builtServer = () => ensureBuiltServer();

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<number | null>;
  output(): string;
  waitFor(needle: string, ms?: number): Promise<void>;
}

/** The command that starts the real entry point as `npm start` does: the built dist/server/server/main.js. */
export const SERVER_ARGS = [BUILT_ENTRY];

/** Starts the built server (`builtServer()` first) in a process of its own. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    async waitFor(needle, ms = 60_000) {
      const until = Date.now() + ms;
      while (!output.includes(needle)) {
        if (Date.now() > until) throw new Error(`timed out waiting for "${needle}"; output:\n${output}`);
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before "${needle}"; output:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** JSON over real HTTP, as a browser would send it (the session cookie, JSON bodies). */
export async function call(base: string, method: string, url: string, opts: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.cookie && { cookie: opts.cookie }),
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(opts.body !== undefined && { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('lamplight_session='))
    ?.split(';')[0];
  return { status: res.status, json: json as Record<string, unknown>, cookie };
}
