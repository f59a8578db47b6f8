import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.js';

/**
 * The process-level tests (main, cluster, crash) run what ships: the server built by `tsc -p tsconfig.build.json`
 * (`npm run build`, `npm start`), not the sources through tsx. The global setup builds it when a source is newer
 * than the last build; the build is incremental, so a small change costs a few seconds, no change costs nothing.
 */
export const BUILT_ENTRY = path.join(ROOT, 'dist/server/server/main.js');
export const PROCESS_TESTS = ['src/server/main.test.ts', 'src/server/cluster.test.ts', 'src/server/crash.test.ts'];

const STAMP = path.join(ROOT, 'dist/server/.built-for-tests');
const BUILD_INFO = path.join(ROOT, 'dist/server/.tsbuildinfo');
const LOCK = path.join(ROOT, 'dist/.building-server');
/** What tsconfig.build.json compiles (its tests and test harness aside, which don't ship). */
const SOURCES = ['src/server', 'src/contract', 'src/content'].map((d) => path.join(ROOT, d));
const SHIPPED = /\.(ts|json)$/;
const NOT_SHIPPED = /\.test\.tsx?$/;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === path.join(ROOT, 'src/server/test')) continue;
      newest = Math.max(newest, newestSource(full));
    } else if (SHIPPED.test(entry.name) && !NOT_SHIPPED.test(entry.name)) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Whether dist/ holds a server built from the current sources (or the build config). */
export function builtServerIsCurrent(): boolean {
  if (!existsSync(BUILT_ENTRY) || !existsSync(STAMP)) return false;
  const built = statSync(STAMP).mtimeMs;
  const config = Math.max(
    ...['tsconfig.build.json', 'tsconfig.server.json', 'tsconfig.base.json'].map((f) => statSync(path.join(ROOT, f)).mtimeMs),
  );
  return config <= built && SOURCES.every((d) => newestSource(d) <= built);
}

/**
 * Builds the server unless it is current. Several test processes may ask at once (the two projects' setups,
 * or a test file when the setup skipped it): one builds under a lock directory, the others wait for it.
 */
export async function ensureBuiltServer(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (builtServerIsCurrent()) return;
    mkdirSync(path.dirname(LOCK), { recursive: true });
    try {
      mkdirSync(LOCK);
    } catch {
      // Someone else is building; a lock older than the longest build is left by a dead process.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 180_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`The server build did not finish; remove ${LOCK} if no build is running.`);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      const started = Date.now();
      // Taken before compiling: a source saved during the build is newer than the stamp, so the next run builds again.
      const stampTime = new Date();
      execFileSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', BUILD_INFO],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      writeFileSync(STAMP, `built for the process tests in ${Date.now() - started} ms\n`);
      utimesSync(STAMP, stampTime, stampTime);
      return;
    } catch (e) {
      const out = e as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`tsc -p tsconfig.build.json failed:\n${out.stdout?.toString() ?? ''}${out.stderr?.toString() ?? e}`, { cause: e });
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** Whether a run with these file filters (vitest's positional arguments) may include a process test. */
export function runsProcessTests(filters: string[] | undefined): boolean {
  if (!filters?.length) return true;
  return PROCESS_TESTS.some((file) => filters.some((f) => path.join(ROOT, file).includes(f) || file.includes(f.replace(/^\.\//, ''))));
}
