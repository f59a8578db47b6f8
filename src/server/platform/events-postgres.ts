import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { coalesce, createLocalEventBus, type ChangeEvent, type EventBus } from './events.js';

export const EVENTS_CHANNEL = 'lamplight_events';
/** Notified by the database itself on any change to a session or user row (migration 0011). */
export const SESSIONS_CHANNEL = 'lamplight_sessions_changed';
/** Notified by the database on any change under a person's hot reads (migration 0022): their id, `ranking` or `*`. */
export const READS_CHANNEL = 'lamplight_reads_changed';
/** NOTIFY refuses payloads of 8000 bytes or more; an event is a few topic names and a user id, far below. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

export interface PostgresEventBus extends EventBus {
  /** Connects the listening connection; resolves once LISTEN is in place. */
  start(): Promise<void>;
  /** Whether the listening connection is up (readiness and tests). */
  listening(): boolean;
  /**
   * Calls `onChange` when a session or user row changed on any instance, and whenever the listening connection
   * drops or comes back (notifications may have been missed): what an instance cached of sessions is then stale.
   */
  watchSessions(onChange: () => void): void;
  /** The same for hot reads: `onChange` gets what the database notified, or `*` when the connection dropped or came back. */
  watchReads(onChange: (payload: string) => void): void;
  close(): Promise<void>;
}

/**
 * The event bus of several server instances on one PostgreSQL. `publish` sends NOTIFY through the pool
 * (in the same order as the caller's writes, after them); each instance holds one dedicated connection
 * that LISTENs and relays every event it hears (its own included) to the streams open on it, through the
 * in-process bus. When that connection drops it reconnects with back-off and, once back, tells every
 * open stream to refetch what it shows, since events sent meanwhile were not heard: the streams stay open.
 * Bursts are coalesced twice (decision 021): before NOTIFY, so one instance sends a burst as one or two
 * notifications, and again in the relay, so a burst spread over several instances still reaches a stream as
 * one or two events.
 */
export function createPostgresEventBus(opts: { db: Db; connectionString: string; log: FastifyBaseLogger }): PostgresEventBus {
  const local = createLocalEventBus();
  let client: pg.Client | null = null;
  let up = false;
  let stopped = false;
  let everConnected = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  const sessionWatchers: (() => void)[] = [];
  const sessionsChanged = () => sessionWatchers.forEach((w) => w());
  const readWatchers: ((payload: string) => void)[] = [];
  const readsChanged = (payload: string) => readWatchers.forEach((w) => w(payload));
  /** Whatever was heard may have been missed: every cache of what the database holds is stale. */
  const allStale = () => {
    sessionsChanged();
    readsChanged('*');
  };

  const relay = (payload: string | undefined) => {
    try {
      const raw = JSON.parse(payload ?? '') as { t?: unknown; u?: unknown };
      if (!Array.isArray(raw.t) || !raw.t.every((t) => typeof t === 'string')) return;
      const event: ChangeEvent = { topics: raw.t };
      if (typeof raw.u === 'number') event.userId = raw.u;
      local.publish(event);
    } catch {
      /* a malformed notification changes nothing */
    }
  };

  const scheduleReconnect = () => {
    up = false;
    allStale();
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch(() => scheduleReconnect());
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: opts.connectionString, keepAlive: true });
    c.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL) relay(msg.payload);
      else if (msg.channel === SESSIONS_CHANNEL) sessionsChanged();
      else if (msg.channel === READS_CHANNEL) readsChanged(msg.payload ?? '*');
    });
    c.on('error', (err) => {
      opts.log.warn({ err }, 'event listener connection failed; reconnecting');
      void c.end().catch(() => {});
      scheduleReconnect();
    });
    c.on('end', () => {
      if (client === c) scheduleReconnect();
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}; LISTEN ${READS_CHANNEL}`);
    } catch (err) {
      client = null;
      void c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end();
      return;
    }
    up = true;
    // Whatever was cached while the connection was down (nothing is: see listening()) or before it dropped is stale.
    allStale();
    delay = RECONNECT_MIN_MS;
    if (everConnected) {
      opts.log.info('event listener reconnected');
      local.publish({ topics: [], resync: true });
    }
    everConnected = true;
  };

  const notify = coalesce((event) => {
    const payload = JSON.stringify(event.userId === undefined ? { t: event.topics } : { t: event.topics, u: event.userId });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      opts.log.error({ topics: event.topics.length }, 'event too large for NOTIFY; not sent');
      return;
    }
    if (stopped) return;
    opts.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`).catch((err: unknown) => {
      opts.log.error({ err }, 'event publish failed');
    });
  });

  return {
    publish: notify.publish,
    subscribe: local.subscribe,
    listenerCount: local.listenerCount,
    start: connect,
    listening: () => up,
    watchSessions: (onChange) => void sessionWatchers.push(onChange),
    watchReads: (onChange) => void readWatchers.push(onChange),
    async close() {
      stopped = true;
      clearTimeout(retry);
      notify.close();
      await local.close?.();
      const c = client;
      client = null;
      up = false;
      if (c) await c.end().catch(() => {});
    },
  };
}
