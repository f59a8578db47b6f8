import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The data folder's lock (decision 136). PGlite has no lock of its own, and two processes on one data folder fork
 * the database. The lock is the operating system's: an exclusive flock(2) on DATA_DIR/lamplight.lock, which the
 * kernel gives up the moment its holder dies (kill -9 included) and which every process on the machine sees,
 * whatever PID namespace it runs in: two containers sharing a volume are two "pid 1"s, but one open file.
 *
 * Node has no flock of its own, so a small child process holds it: `flock` from util-linux (on every Debian and in
 * the image's base), else `perl` (macOS, where util-linux is not installed), each running `cat` on a pipe from this
 * process. When this process ends, however it ends, the pipe closes, the child exits and the lock is free.
 *
 * API, for anything that must not run beside a server on the same folder (the server, backups and restores):
 * - `lockDataDir(dir)` → `release()`, or a DataDirLockedError saying who holds it;
 * - `isDataDirLocked(dir)` → whether some process holds it now.
 */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'lamplight.lock';
/** The helper's exit code when the lock is held elsewhere (EX_TEMPFAIL). */
const HELD = 75;
const READY = 'locked\n';
const RETRIES = 4;
const RETRY_MS = 250;

/** Holds an exclusive flock on `file` until its stdin closes, echoing each line it reads once it holds it. */
const HOLDERS: { command: string; args: (file: string) => string[] }[] = [
  { command: 'flock', args: (file) => ['--exclusive', '--nonblock', '--conflict-exit-code', String(HELD), file, 'cat'] },
  {
    command: 'perl',
    args: (file) => [
      '-MFcntl=:flock',
      '-e',
      `open(my $f, '>>', $ARGV[0]) or die "$!\\n"; flock($f, LOCK_EX | LOCK_NB) or exit ${HELD}; $| = 1; print while <STDIN>;`,
      file,
    ],
  },
];

type Attempt = { held: true; child: ChildProcessWithoutNullStreams } | { held: false; reason: 'elsewhere' | 'missing' | string };

/** Starts a holder; resolves once it holds the lock (it echoed our line), or says why it doesn't. */
function tryHolder(holder: (typeof HOLDERS)[number], file: string): Promise<Attempt> {
  return new Promise((resolve) => {
    const child = spawn(holder.command, holder.args(file), { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    // 'close': after its output is read, so a failure's reason is whole.
    const onClose = (code: number | null) =>
      resolve({ held: false, reason: code === HELD ? 'elsewhere' : `${holder.command}: ${err.trim()}` });
    child.once('error', (e: NodeJS.ErrnoException) => resolve({ held: false, reason: e.code === 'ENOENT' ? 'missing' : e.message }));
    child.once('close', onClose);
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', function ready(d: Buffer) {
      out += d.toString();
      if (out !== READY) return;
      child.stdout.off('data', ready);
      child.off('close', onClose);
      resolve({ held: true, child });
    });
    child.stdin.on('error', () => {}); // the holder may have exited already; its exit says why
    child.stdin.write(READY);
  });
}

/** Runs the first holder this machine has; `missing` only when it has none. */
async function acquire(file: string): Promise<Attempt> {
  for (const holder of HOLDERS) {
    const attempt = await tryHolder(holder, file);
    if (attempt.held || attempt.reason !== 'missing') return attempt;
  }
  return { held: false, reason: 'missing' };
}

/** Who holds the lock, as its holder wrote it: "pid 1, host 3f2a…" (a pid alone means little across containers). */
function holderOf(file: string): string | null {
  try {
    const { pid, host } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; host?: string };
    return pid ? `pid ${pid}${host ? `, host ${host}` : ''}` : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder's lock for this process. Resolves to `release` (idempotent; resolves when the lock is free).
 * `onLost` is called if the lock ends without `release` (its holder process was killed), so the caller can stop
 * before a second server could start.
 */
export async function lockDataDir(dataDir: string, { onLost }: { onLost?: () => void } = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  let attempt = await acquire(file);
  // A server restarted the moment its predecessor was killed may find the predecessor's helper still exiting (it
  // exits as soon as it reads the end of its pipe): a second or so settles it. A running server keeps it held.
  for (let retry = 0; !attempt.held && attempt.reason === 'elsewhere' && retry < RETRIES; retry++) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    attempt = await acquire(file);
  }
  if (!attempt.held) {
    if (attempt.reason === 'elsewhere') {
      const who = holderOf(file);
      throw new DataDirLockedError(
        `Another Lamplight server${who ? ` (${who})` : ''} is already using the data directory ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    if (attempt.reason === 'missing')
      throw new DataDirLockedError(
        `Could not lock the data directory ${dataDir}: the flock command (util-linux) is not installed. ` +
          'Install util-linux, or use PostgreSQL (DATABASE_URL).',
      );
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}: ${attempt.reason}`);
  }
  const { child } = attempt;
  // Said for the refusal another server gives; the lock itself is the open file, not these words.
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
  let released = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    if (!released) onLost?.();
  });
  // The lock must not keep a process alive that has nothing else to do: it ends with the process anyway.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  return async () => {
    if (!released) {
      released = true;
      child.stdin.end();
    }
    await exited;
  };
}

/** Whether some process holds the data folder's lock now (a probe: it takes and gives back the lock if free). */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return false;
  const file = path.join(dataDir, LOCK_FILE);
  const attempt = await acquire(file);
  if (attempt.held) {
    attempt.child.stdin.end();
    await new Promise((resolve) => attempt.child.once('exit', resolve));
    return false;
  }
  if (attempt.reason === 'elsewhere') return true;
  throw new DataDirLockedError(`Could not check the lock of the data directory ${dataDir}: ${attempt.reason}`);
}
