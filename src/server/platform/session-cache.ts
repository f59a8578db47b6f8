import type { SessionUser } from './session.js';

/**
 * Signed-in users by session token hash, for the embedded database only (decision 100).
 *
 * Safe because PGlite has one server (the DATA_DIR lock) and the database itself says when to forget: a
 * trigger notifies on every update or delete of a session or a user row (migration 0011), and the listener
 * clears this cache before the statement's caller continues. So signing out, "sign out everywhere", a
 * password change, an account deletion or any later code path ends a session at once, without having to
 * remember the cache. A read that raced such a change is not kept (the generation moved on). Unknown
 * tokens are never cached, so a new session needs nothing. Expiry is checked on every hit.
 */
export interface SessionCache {
  get(tokenHash: string, now: Date): SessionUser | undefined;
  /** Taken before the database read; `set` keeps the answer only if nothing changed since. */
  generation(): number;
  set(tokenHash: string, generation: number, user: SessionUser, expiresAt: Date): void;
  clear(): void;
}

export function createSessionCache(maxEntries = 10_000): SessionCache {
  const entries = new Map<string, { user: SessionUser; expiresAt: number }>();
  let generation = 0;
  return {
    get(tokenHash, now) {
      const hit = entries.get(tokenHash);
      if (!hit) return undefined;
      if (hit.expiresAt <= now.getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.user;
    },
    generation: () => generation,
    set(tokenHash, readAt, user, expiresAt) {
      if (readAt !== generation) return;
      // Oldest first out: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      // Shared by every request of this session from now on: frozen, so no handler can change it for the next.
      entries.set(tokenHash, { user: Object.freeze(user), expiresAt: expiresAt.getTime() });
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
