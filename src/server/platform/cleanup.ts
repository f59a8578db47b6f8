import { and, isNotNull, lt, or } from 'drizzle-orm';
import { WRITTEN_AT_MAX_AGE_DAYS } from '../../contract/offline.js';
import { idempotencyKeys, jobRuns, limitHits, limitWindows, passwordResetTokens, sessions } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import type { Job } from './jobs.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a create's Idempotency-Key (and its first answer) is kept: as long as a kept write may still be replayed. */
export const IDEMPOTENCY_KEY_DAYS = WRITTEN_AT_MAX_AGE_DAYS;

/**
 * Removes what no request can use any more: expired sessions, spent or expired reset links, limit counts
 * past every window, job records older than a week, and idempotency keys older than the replay window (a write
 * kept on a device is dated at most WRITTEN_AT_MAX_AGE_DAYS back, so a replay later than that is no longer expected). A delete is the same whichever instance runs it,
 * so every instance may run it; the row locks of the deletes keep two from removing one row twice.
 */
export async function removeExpired(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const counts = await Promise.all([
    deps.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    deps.db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo))))
      .returning({ id: passwordResetTokens.id }),
    deps.db.delete(limitHits).where(lt(limitHits.at, dayAgo)).returning({ id: limitHits.id }),
    deps.db.delete(limitWindows).where(lt(limitWindows.resetsAt, now)).returning({ key: limitWindows.key }),
    deps.db
      .delete(jobRuns)
      .where(lt(jobRuns.startedAt, new Date(now.getTime() - 7 * DAY_MS)))
      .returning({ id: jobRuns.id }),
    deps.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY_MS)))
      .returning({ key: idempotencyKeys.key }),
  ]);
  return counts.reduce((n, rows) => n + rows.length, 0);
}

export const cleanupJob = (deps: Pick<AppDeps, 'db' | 'now'>, everyMs: number): Job => ({
  name: 'cleanup',
  everyMs,
  run: () => removeExpired(deps),
});
