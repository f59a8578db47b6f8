import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';
import { limitKey } from './login-limiter.js';
import type { Clock } from './clock.js';

const MINUTE = 60_000;

/** One limit: at most `max` requests from one address in `windowMs`. */
export interface RouteLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits on the routes anyone can call that cost real work (an argon2 hash, a mail, a search of the whole
 * Bible, a log line). Set so a person never meets them: a household behind one address signing up, someone
 * asking for a reset link again and again, a fast typist's search-as-you-type.
 */
export const PUBLIC_LIMITS = {
  register: { max: 30, windowMs: 60 * MINUTE },
  forgotPassword: { max: 20, windowMs: 60 * MINUTE },
  resetPassword: { max: 30, windowMs: 15 * MINUTE },
  bibleSearch: { max: 300, windowMs: MINUTE },
  clientErrors: { max: 30, windowMs: 15 * MINUTE },
  /** Per signed-in person: with a model configured each new passage is a paid call; a reader opening verse after verse stays far below. */
  passageContext: { max: 120, windowMs: 60 * MINUTE },
  /** Per signed-in person: likes and "I prayed" toggles, each of which tells every open feed (issue 17 §5.3). */
  reactions: { max: 300, windowMs: 60 * MINUTE },
  /** Per signed-in person: each recording analysed is a paid speech-to-text call; saying a name takes one or two. */
  voiceAnalysis: { max: 30, windowMs: 60 * MINUTE },
  /** Per signed-in person: storing a recording of one's name (up to 1 MB each), however often it is re-recorded. */
  voiceUpload: { max: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RouteLimit>;
export type PublicLimits = Record<keyof typeof PUBLIC_LIMITS, RouteLimit>;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the `limit_windows` table: one fixed window per route and address, counted
 * by a single upsert (a new window starts when the old one has ended), so every server instance behind a
 * balancer adds to the same count and a client gets the limit once, not once per instance.
 */
export function databaseRateLimitStore(db: Db, now: Clock) {
  return class DatabaseStore {
    constructor(private readonly route = '') {}
    incr(key: string, cb: StoreCallback, timeWindow: number) {
      const at = now();
      const resetsAt = new Date(at.getTime() + timeWindow);
      const fullKey = limitKey(`${this.route}|${key}`);
      db.execute(
        sql`insert into limit_windows (key, count, resets_at) values (${fullKey}, 1, ${resetsAt.toISOString()}::timestamptz)
            on conflict (key) do update set
              count = case when limit_windows.resets_at <= ${at.toISOString()}::timestamptz then 1 else limit_windows.count + 1 end,
              resets_at = case when limit_windows.resets_at <= ${at.toISOString()}::timestamptz then excluded.resets_at else limit_windows.resets_at end
            returning count, resets_at`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; resets_at: string | Date }[] }).rows[0]!;
          cb(null, { current: Number(row.count), ttl: Math.max(0, new Date(row.resets_at).getTime() - at.getTime()) });
        },
        (err: Error) => cb(err),
      );
    }
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(`${method} ${options.routeInfo?.url ?? ''}`);
    }
  };
}

/**
 * @fastify/rate-limit, per route (`config: { rateLimit: routeLimit(limits.register) }`), keyed by the client
 * address (`request.ip`, which TRUST_PROXY makes the real client's behind a load balancer). Counts live in the
 * database (`databaseRateLimitStore`), shared by every server instance.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, now: Clock) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db, now) as never,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests from your network. Please wait ${minutes(context.ttl)} minute${minutes(context.ttl) === 1 ? '' : 's'} and try again.`,
        context.ttl / 1000,
      ),
  });
}

/** No limits at all: API tests (unless they test limits) and browser test runs (`RATE_LIMITS=off`). */
export const NO_LIMITS: PublicLimits = Object.fromEntries(
  Object.keys(PUBLIC_LIMITS).map((k) => [k, { max: Infinity, windowMs: MINUTE }]),
) as PublicLimits;

/** A route's `config.rateLimit`: false (none) when the limit is infinite. */
export const routeLimit = (limit: RouteLimit) => (limit.max === Infinity ? false : { max: limit.max, timeWindow: limit.windowMs });

/**
 * A limit per signed-in person (else per address), counted once the session is known (`preHandler`): people behind one
 * address don't share it, and one person can't multiply it by changing networks.
 */
export const userRouteLimit = (limit: RouteLimit) =>
  limit.max === Infinity
    ? false
    : {
        max: limit.max,
        timeWindow: limit.windowMs,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      };
