import type { Clock } from './time.js';

export interface LoginLimits {
  perAccountAndIp: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccountAndIp: 10, perIp: 100, windowMs: 15 * 60 * 1000 };
const MAX_KEYS = 50_000;

/**
 * Counts failed sign-ins per (account, IP) and per IP in a sliding window. Keyed on the pair, so an
 * attacker hammering one account from their address can't lock its owner out from another; the
 * per-IP bound is high because families and churches share one address.
 */
export function createLoginLimiter(now: Clock, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number) => {
    const list = (failures.get(key) ?? []).filter((t) => t > at - limits.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const keys = (account: string, ip: string) => ({ pair: `a:${account.trim().toLowerCase()}|${ip}`, ip: `i:${ip}` });

  return {
    /** Seconds to wait before another attempt, or 0 when one is allowed. */
    retryAfter(account: string, ip: string): number {
      const at = now().getTime();
      const k = keys(account, ip);
      const pair = recent(k.pair, at);
      const byIp = recent(k.ip, at);
      const waits: number[] = [];
      if (pair.length >= limits.perAccountAndIp) waits.push(pair[pair.length - limits.perAccountAndIp]! + limits.windowMs - at);
      if (byIp.length >= limits.perIp) waits.push(byIp[byIp.length - limits.perIp]! + limits.windowMs - at);
      return waits.length ? Math.ceil(Math.max(...waits) / 1000) : 0;
    },
    recordFailure(account: string, ip: string) {
      const at = now().getTime();
      if (failures.size > MAX_KEYS) {
        for (const key of failures.keys()) recent(key, at);
      }
      const k = keys(account, ip);
      failures.set(k.pair, [...recent(k.pair, at), at]);
      failures.set(k.ip, [...recent(k.ip, at), at]);
    },
    recordSuccess(account: string, ip: string) {
      failures.delete(keys(account, ip).pair);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
