import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.js';
import { requireUser } from './session.js';

/**
 * What changed, so open clients refetch just that. `topics` name query families the client knows
 * ("journal", "completions", "community" …). `userId` targets one user's streams; without it the
 * event goes to every signed-in stream. An event never carries the data itself, only that it changed.
 */
export interface ChangeEvent {
  topics: string[];
  userId?: number;
  /** Events may have been missed (the bus lost its connection): every stream tells its client to refetch what it shows. */
  resync?: true;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(userId: number, listener: (event: ChangeEvent) => void): () => void;
  /** How many streams are open (for tests and health). */
  listenerCount(): number;
  /** Stops listening (the PostgreSQL bus's connection); the local bus has nothing to stop. */
  close?(): Promise<void>;
}

/**
 * The bus of one process: PGlite's, and the relay inside each instance of the PostgreSQL bus
 * (`events-postgres.ts`), which hands what it hears from the database to this one.
 */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit(event.userId === undefined ? 'all' : `user:${event.userId}`, event);
    },
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      emitter.on('all', listener);
      return () => {
        emitter.off(`user:${userId}`, listener);
        emitter.off('all', listener);
      };
    },
    listenerCount: () => emitter.listenerCount('all'),
  };
}

const HEARTBEAT_MS = 25_000;

export interface StreamLimits {
  /** Streams one person may hold open on one instance; a new one beyond it closes their oldest. */
  perUser: number;
  /** Streams one instance holds open in all; beyond it a new stream is refused with 503 (the client falls back to refetching). */
  total: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 10, total: 5000 };

/** GET /api/events: a server-sent event stream of the signed-in user's changes. */
export function registerEventStream(app: FastifyInstance, bus: EventBus, limits: StreamLimits = DEFAULT_STREAM_LIMITS) {
  const open = new Set<() => void>();
  /** Each person's open streams, oldest first. */
  const byUser = new Map<number, (() => void)[]>();
  // Open streams would keep server.close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  const stream = {
    description: 'Server-sent events: `ready`, then `change` with the topics that changed',
    content: { 'text/event-stream': { schema: z.string() } },
  };
  app.get('/api/events', { schema: { response: { 200: stream } } }, (request, reply) => {
    const user = requireUser(request);
    if (open.size >= limits.total) {
      throw new AppError('UNAVAILABLE', 'Live updates are busy right now; the app will refresh on its own.', { 'retry-after': '30' });
    }
    const mine = byUser.get(user.id) ?? [];
    // A person with many tabs and devices keeps the newest ones; a runaway client can't hold thousands.
    while (mine.length >= limits.perUser) mine[0]!();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    res.write(`event: ready\ndata: {}\n\n`);
    const unsubscribe = bus.subscribe(user.id, (event) => {
      if (event.resync) res.write(`event: resync\ndata: {}\n\n`);
      else res.write(`event: change\ndata: ${JSON.stringify({ topics: event.topics })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      const list = byUser.get(user.id);
      const i = list?.indexOf(end) ?? -1;
      if (list && i >= 0) list.splice(i, 1);
      if (list && !list.length) byUser.delete(user.id);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    mine.push(end);
    byUser.set(user.id, mine);
    request.raw.on('close', close);
  });
}
