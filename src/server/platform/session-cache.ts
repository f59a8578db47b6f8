import type { SessionUser } from './session.js';

/**
 * Signed-in users by session token hash: on the embedded database (decision 100), and on PostgreSQL for a few
 * seconds at most, emptied by the same notifications heard through LISTEN (decision 022).
 *
 * Safe because PGlite has one server (the DATA_DIR lock) and the database itself says when to forget: a
 * trigger notifies on every update or delete of a session or a user row (migration 0011), and the listener
 * clears this cache before the statement's caller continues. So signing out, "sign out everywhere", a
 * password change, an account deletion or any later code path ends a session at once, without having to
 * remember the cache. A read that raced such a change is not kept (the generation moved on). Unknown
 * tokens are never cached, so a new session needs nothing. Expiry is checked on every hit.
 */
export interface SessionCache {
  /** Forgets one user's sessions (a write through this instance may have changed them). */
  forgetUser(userId: number): void;
  get(tokenHash: string, now: Date): SessionUser | undefined;
  /** Taken before the database read; `set` keeps the answer only if nothing changed since. */
  generation(): number;
  set(tokenHash: string, generation: number, user: SessionUser, expiresAt: Date): void;
  clear(): void;
}

export function createSessionCache(opts: { maxEntries?: number; ttlMs?: number } = {}): SessionCache {
  const maxEntries = opts.maxEntries ?? 10_000;
  // PostgreSQL (decision 022): an entry is also forgotten after ttlMs of real time, whatever the app's clock says.
  const ttlMs = opts.ttlMs ?? Infinity;
  const entries = new Map<string, { user: SessionUser; expiresAt: number; keptUntil: number }>();
  let generation = 0;
  return {
    get(tokenHash, now) {
      const hit = entries.get(tokenHash);
      if (!hit) return undefined;
      if (hit.expiresAt <= now.getTime() || hit.keptUntil <= performance.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.user;
    },
    forgetUser(userId) {
      generation++;
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
    generation: () => generation,
    set(tokenHash, readAt, user, expiresAt) {
      if (readAt !== generation) return;
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      // Shared by every request of this session from now on: frozen, so no handler can change it for the next.
      entries.set(tokenHash, { user: Object.freeze(user), expiresAt: expiresAt.getTime(), keptUntil: performance.now() + ttlMs });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
