import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { requireUser } from './session.js';

/**
 * What changed, so open clients refetch just that. `topics` name query families the client knows
 * ("journal", "completions", "community" …). `userId` targets one user's streams; without it the
 * event goes to every signed-in stream. An event never carries the data itself, only that it changed.
 */
export interface ChangeEvent {
  topics: string[];
  userId?: number;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(userId: number, listener: (event: ChangeEvent) => void): () => void;
  /** How many streams are open (for tests and health). */
  listenerCount(): number;
}

/**
 * The bus of one process. A PostgreSQL LISTEN/NOTIFY bus can replace it behind the same interface:
 * publish() becomes NOTIFY lamplight_events with the JSON event, and each instance relays what it hears.
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

/** GET /api/events: a server-sent event stream of the signed-in user's changes. */
export function registerEventStream(app: FastifyInstance, bus: EventBus) {
  const open = new Set<() => void>();
  // Open streams would keep server.close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/events', (request, reply) => {
    const user = requireUser(request);
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
      res.write(`event: change\ndata: ${JSON.stringify({ topics: event.topics })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    request.raw.on('close', close);
  });
}
