import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
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
  /** Stops the coalescing timers and, on PostgreSQL, the listening connection. */
  close?(): Promise<void>;
}

/**
 * How long a burst of identical changes is gathered into one event. The first change after a quiet spell goes
 * out at once; the ones that follow within the window are sent as one event when it ends (the trailing edge),
 * so the last change is never lost and a burst costs every open stream one or two events, not hundreds
 * (400 like toggles in 1.5 s once meant 400 events to every open feed). Decision 021.
 */
export const COALESCE_MS = 250;

export interface Coalescer {
  publish(event: ChangeEvent): void;
  /** Drops what is gathered and stops the timers (the bus is closing). */
  close(): void;
}

/**
 * Throttles `emit` per kind of event: the same target (one user, or everyone) with the same topics. Different
 * topics are different kinds, so one change never waits behind another. A `resync` is never held back.
 */
export function coalesce(emit: (event: ChangeEvent) => void, windowMs = COALESCE_MS): Coalescer {
  /** Kinds whose window is open: whether another event of that kind came in during it. */
  const open = new Map<string, { event: ChangeEvent; pending: boolean; timer: NodeJS.Timeout }>();
  const startWindow = (key: string, event: ChangeEvent) => {
    const timer = setTimeout(() => {
      const entry = open.get(key);
      if (!entry?.pending) {
        open.delete(key);
        return;
      }
      // The trailing edge: one event for everything gathered, and a new window in case the burst goes on.
      emit(entry.event);
      startWindow(key, entry.event);
    }, windowMs);
    timer.unref();
    open.set(key, { event, pending: false, timer });
  };
  return {
    publish(event) {
      if (event.resync || windowMs <= 0) return emit(event);
      const topics = [...new Set(event.topics)].sort();
      const key = `${event.userId ?? '*'}\u0000${topics.join('\u0000')}`;
      const entry = open.get(key);
      if (entry) {
        entry.pending = true;
        return;
      }
      emit(event);
      startWindow(key, event);
    },
    close() {
      for (const { timer } of open.values()) clearTimeout(timer);
      open.clear();
    },
  };
}

/**
 * The bus of one process: PGlite's, and the relay inside each instance of the PostgreSQL bus
 * (`events-postgres.ts`), which hands what it hears from the database to this one. Bursts are coalesced
 * (`coalesce`); `coalesceMs: 0` hands on every event as it comes.
 */
export function createLocalEventBus(opts: { coalesceMs?: number } = {}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const throttle = coalesce((event) => {
    emitter.emit(event.userId === undefined ? 'all' : `user:${event.userId}`, event);
  }, opts.coalesceMs ?? COALESCE_MS);
  return {
    publish: throttle.publish,
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      emitter.on('all', listener);
      return () => {
        emitter.off(`user:${userId}`, listener);
        emitter.off('all', listener);
      };
    },
    listenerCount: () => emitter.listenerCount('all'),
    close: async () => throttle.close(),
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
