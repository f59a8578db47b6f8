import { tooManyRequests } from './errors.js';
import type { Clock } from './time.js';

export interface LoginLimits {
  perAccountAndIp: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccountAndIp: 10, perIp: 100, windowMs: 15 * 60 * 1000 };
const MAX_KEYS = 50_000;

export type Attempt = { wait: number } | { wait: 0; succeeded(): void };

/**
 * Counts password guesses per (account, IP) and per IP in a sliding window. Keyed on the pair, so an
 * attacker hammering one account from their address can't lock its owner out from another; the
 * per-IP bound is high because families and churches share one address.
 *
 * An attempt is counted the moment it starts (synchronously, before the password is checked), so a
 * burst of simultaneous guesses can't slip past the count; a correct password takes it back.
 * `account` should name the account itself (its id) when it exists, so its username and e-mail share one count.
 */
export function createLoginLimiter(now: Clock, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, at: number) => {
    const list = (attempts.get(key) ?? []).filter((t) => t > at - limits.windowMs);
    if (list.length) attempts.set(key, list);
    else attempts.delete(key);
    return list;
  };

  const remove = (key: string, stamp: number) => {
    const list = attempts.get(key);
    const i = list?.lastIndexOf(stamp) ?? -1;
    if (list && i >= 0) list.splice(i, 1);
  };

  return {
    begin(account: string, ip: string): Attempt {
      const at = now().getTime();
      if (attempts.size > MAX_KEYS) for (const key of attempts.keys()) recent(key, at);
      const pairKey = `a:${account.trim().toLowerCase()}|${ip}`;
      const ipKey = `i:${ip}`;
      const pair = recent(pairKey, at);
      const byIp = recent(ipKey, at);
      const waits: number[] = [];
      if (pair.length >= limits.perAccountAndIp) waits.push(pair[pair.length - limits.perAccountAndIp]! + limits.windowMs - at);
      if (byIp.length >= limits.perIp) waits.push(byIp[byIp.length - limits.perIp]! + limits.windowMs - at);
      if (waits.length) return { wait: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
      attempts.set(pairKey, [...pair, at]);
      attempts.set(ipKey, [...byIp, at]);
      return {
        wait: 0,
        succeeded() {
          // The owner got in: their earlier misses from this address are forgiven, and this try doesn't count.
          attempts.delete(pairKey);
          remove(ipKey, at);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** Throws 429 when this account (or this address) has used up its guesses; otherwise counts this one. */
export function startPasswordAttempt(limiter: LoginLimiter, account: string, ip: string, what = 'password attempts') {
  const attempt = limiter.begin(account, ip);
  if (!('succeeded' in attempt)) {
    const minutes = Math.ceil(attempt.wait / 60);
    throw tooManyRequests(`Too many failed ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`, attempt.wait);
  }
  return attempt;
}
