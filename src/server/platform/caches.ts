import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Database } from '../db/client.js';
import { READS_CHANNEL, SESSIONS_CHANNEL, type PostgresEventBus } from './events-postgres.js';
import { createReadCache, NO_READ_CACHE, type ReadCache } from './read-cache.js';
import { createSessionCache, type SessionCache } from './session-cache.js';

export interface Caches {
  /** Signed-in users by token hash; null where nothing may be kept. */
  sessions: SessionCache | null;
  /** A person's hot reads (today's completions, growth stats). */
  reads: ReadCache;
  /** false while the caches can't hear the database's notifications: every read then goes to the database. */
  usable: () => boolean;
}

/**
 * Signed-in users and a person's hot reads are cached, and the database says when to forget. The embedded database
 * has one server and tells it before the changing statement returns (decisions 100, 113). PostgreSQL may have many
 * servers: each keeps what it read for SESSION_CACHE_SECONDS at most, emptied whenever the database notifies a change
 * through the listening connection, and reads afresh while that connection is down (decisions 022, 113).
 */
export async function setUpCaches(
  app: FastifyInstance,
  database: Database,
  pgBus: PostgresEventBus | null,
  sessionCacheSeconds: number,
): Promise<Caches> {
  if (database.watch) {
    const sessions = createSessionCache();
    const reads = createReadCache();
    await database.watch(SESSIONS_CHANNEL, sessions.clear);
    await database.watch(READS_CHANNEL, reads.changed);
    return { sessions, reads, usable: () => true };
  }
  if (!pgBus || sessionCacheSeconds <= 0) return { sessions: null, reads: NO_READ_CACHE, usable: () => true };
  const bus = pgBus;
  const ttlMs = sessionCacheSeconds * 1000;
  const sessions = createSessionCache({ ttlMs });
  const reads = createReadCache({ ttlMs, usable: () => bus.listening() });
  bus.watchSessions(sessions.clear);
  bus.watchReads(reads.changed);
  // This instance's own notification arrives a moment after its write's answer: a person's own write forgets
  // what this instance kept of them before the answer leaves, so their next request reads what they just changed.
  // Only routes that can write carry the hook: a read pays nothing for it.
  const forgetWriter: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD') {
      sessions.forgetUser(request.user.id);
      reads.forgetUser(request.user.id);
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    route.onSend = [...[route.onSend ?? []].flat(), forgetWriter];
  });
  return { sessions, reads, usable: () => bus.listening() };
}
