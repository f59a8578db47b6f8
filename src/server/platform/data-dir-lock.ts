import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * A process's start time (clock ticks since boot, field 22 of /proc/<pid>/stat) and whether it is a zombie; null
 * where /proc is not there. Start time tells the server that wrote a lock from an unrelated process that was later
 * given the same pid.
 */
function procStat(pid: number): { startTime: string; zombie: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { zombie: fields[0] === 'Z' || fields[0] === 'X', startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function alive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return existsSync('/proc/self/stat') ? false : true;
  if (stat.zombie) return false;
  return startTime === undefined || startTime === stat.startTime;
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it. The lock file is
 * created exclusively (O_EXCL) with our pid and start time; a file left by a process that no longer runs, that
 * is a zombie, or whose pid now names another process (a different start time) is taken over (issue 17 §5.10).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'lamplight.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid} ${procStat(process.pid)?.startTime ?? ''}`.trim());
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(' ');
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid, startTime)) {
        throw new DataDirLockedError(
          `Another Lamplight server (pid ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
