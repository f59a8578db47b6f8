import { createHash } from 'node:crypto';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { limitHits } from '../db/schema/index.js';
import { tooManyRequests } from './errors.js';
import type { Clock } from './clock.js';

export interface LoginLimits {
  perAccountAndIp: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccountAndIp: 10, perIp: 100, windowMs: 15 * 60 * 1000 };

/** Advisory lock class of the limiter: one key's count is read and written one attempt at a time. */
const LOCK_LIMIT = 5_100;

export type Attempt = { wait: number } | { wait: 0; succeeded(): Promise<void> };

/**
 * Counts password guesses per (account, IP) and per IP in a sliding window. Keyed on the pair, so an
 * attacker hammering one account from their address can't lock its owner out from another; the
 * per-IP bound is high because families and churches share one address.
 *
 * The guesses are rows in `limit_hits`, so every server instance counts against the same window: ten
 * instances still allow 10 guesses, not 100. An attempt is counted the moment it starts (before the
 * password is checked), under transaction-scoped advisory locks on its keys (the pair's first, then the
 * address's, so two attempts never wait on each other in a circle), so a burst of simultaneous guesses
 * across instances can't slip past the count; a correct password takes it back.
 * `account` should name the account itself (its id) when it exists, so its username and e-mail share one count.
 */
export function createLoginLimiter(db: Db, now: Clock, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  return {
    async begin(account: string, ip: string): Promise<Attempt> {
      const at = now();
      // Stored as hashes: the table never holds an address or a typed e-mail, only what identifies a count.
      const pairKey = limitKey(`a:${account.trim().toLowerCase()}|${ip}`);
      const ipKey = limitKey(`i:${ip}`);
      const since = new Date(at.getTime() - limits.windowMs);
      const recent = async (tx: Pick<Db, 'select'>, key: string, limit: number) => {
        const [row] = await tx
          .select({ n: count(), oldest: min(limitHits.at) })
          .from(limitHits)
          .where(and(eq(limitHits.key, key), gt(limitHits.at, since)));
        if (!row || row.n < limit) return 0;
        // The wait is until enough of the oldest guesses leave the window: read the one that must leave.
        const [edge] = await tx
          .select({ at: limitHits.at })
          .from(limitHits)
          .where(and(eq(limitHits.key, key), gt(limitHits.at, since)))
          .orderBy(sql`${limitHits.at} desc`)
          .offset(limit - 1)
          .limit(1);
        return (edge?.at ?? at).getTime() + limits.windowMs - at.getTime();
      };
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LIMIT}::int, hashtext(${pairKey}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_LIMIT}::int, hashtext(${ipKey}))`);
        const waits = [await recent(tx, pairKey, limits.perAccountAndIp), await recent(tx, ipKey, limits.perIp)].filter((w) => w > 0);
        if (waits.length) return { wait: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
        const rows = await tx
          .insert(limitHits)
          .values([
            { key: pairKey, at },
            { key: ipKey, at },
          ])
          .returning({ id: limitHits.id, key: limitHits.key });
        return { wait: 0 as const, ipHit: rows.find((r) => r.key === ipKey)!.id };
      });
      const { ipHit } = result;
      if (ipHit === undefined) return { wait: result.wait };
      return {
        wait: 0,
        async succeeded() {
          // The owner got in: their earlier misses from this address are forgiven, and this try doesn't count.
          await db.delete(limitHits).where(eq(limitHits.key, pairKey));
          await db.delete(limitHits).where(eq(limitHits.id, ipHit));
        },
      };
    },
  };
}

/** A count's key as stored: the SHA-256 of what it counts (an account and an address, or an address). */
export const limitKey = (raw: string) => createHash('sha256').update(raw).digest('base64url');

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** Throws 429 when this account (or this address) has used up its guesses; otherwise counts this one. */
export async function startPasswordAttempt(limiter: LoginLimiter, account: string, ip: string, what = 'password attempts') {
  const attempt = await limiter.begin(account, ip);
  if (!('succeeded' in attempt)) {
    const minutes = Math.ceil(attempt.wait / 60);
    throw tooManyRequests(
      `Too many failed ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
      attempt.wait,
    );
  }
  return attempt;
}
