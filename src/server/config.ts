import path from 'node:path';
import { z } from 'zod/mini';
import './platform/zod-locale.js';

const optionalUrl = (name: string) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((v) => (v === '' ? undefined : v)),
      ),
      z.optional(z.url(`${name} must be a URL`)),
    ),
  );

const optionalText = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v) => (v === '' ? undefined : v)),
  ),
);

/** A whole number from the environment, with its default; `name must be a number` when it isn't one. */
const wholeNumber = (name: string, checks: z.core.$ZodCheck<number>[], fallback: number) =>
  z._default(z.coerce.number(`${name} must be a number`).check(z.int(), ...checks), fallback);

/** Every setting the app reads, with its default. This module is the only reader of process.env. */
const ZEnv = z.object({
  PORT: wholeNumber('PORT', [z.minimum(0), z.maximum(65535, 'PORT must be at most 65535')], 3000),
  HOST: z._default(z.string().check(z.trim(), z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), './data'),
  APP_URL: optionalUrl('APP_URL'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  TEST_DATABASE_URL: optionalUrl('TEST_DATABASE_URL'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: optionalText,
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TRANSCRIBE_MODEL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.pipe(
    optionalText,
    z.optional(z.string().check(z.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://'))),
  ),
  // Test runs only: the local push service of the tests (host:port), reached over http at a private address.
  PUSH_TEST_HOSTS: z._default(z.string().check(z.trim()), '').check(
    z.refine((v) => v === '' || /^[\w.-]+:\d{1,5}(\s*,\s*[\w.-]+:\d{1,5})*$/.test(v), {
      message: 'PUSH_TEST_HOSTS must be a comma-separated list of host:port (test runs only)',
    }),
  ),
  API_DOCS_UI: z.pipe(
    z._default(z.enum(['0', '1', 'true', 'false', ''], 'API_DOCS_UI must be 1 or 0'), '0'),
    z.transform((v) => v === '1' || v === 'true'),
  ),
  TRUST_PROXY: z._default(z.string().check(z.trim()), '').check(
    z.refine((v) => v === '' || /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/.test(v), {
      message: 'TRUST_PROXY must be true, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    }),
  ),
  SHUTDOWN_DELAY_SECONDS: wholeNumber(
    'SHUTDOWN_DELAY_SECONDS',
    [z.minimum(0), z.maximum(300, 'SHUTDOWN_DELAY_SECONDS must be at most 300')],
    0,
  ),
  MAX_EVENT_STREAMS: wholeNumber('MAX_EVENT_STREAMS', [z.minimum(1, 'MAX_EVENT_STREAMS must be at least 1')], 5000),
  SESSION_CACHE_SECONDS: wholeNumber('SESSION_CACHE_SECONDS', [z.minimum(0), z.maximum(60, 'SESSION_CACHE_SECONDS must be at most 60')], 5),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', [z.minimum(1), z.maximum(500, 'DATABASE_POOL_SIZE must be at most 500')], 10),
  JOB_INTERVAL_SECONDS: wholeNumber(
    'JOB_INTERVAL_SECONDS',
    [z.minimum(1), z.maximum(3600, 'JOB_INTERVAL_SECONDS must be at most 3600')],
    60,
  ),
  RATE_LIMITS: z._default(z.enum(['on', 'off'], 'RATE_LIMITS must be on or off'), 'on'),
  LOG_LEVEL: z._default(
    z.enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Public origin used in links in mail; also accepted as an Origin for mutating requests. */
  appUrl: string;
  databaseUrl?: string;
  testDatabaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The model provider; `transcribeModel` turns speech into text at its `/audio/transcriptions` (a said name). */
  ai?: { baseUrl: string; apiKey: string; model: string; transcribeModel: string };
  /**
   * Stripe Billing when STRIPE_SECRET_KEY is set (otherwise the offline sandbox). `apiUrl` points the SDK at another
   * host speaking Stripe's API (stripe-mock, or the tests' local fake).
   */
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string; priceId?: string; apiUrl?: string };
  /** Web Push keys; unset, a pair is made once and kept in DATA_DIR/vapid.json (platform/push.ts). */
  vapid?: { publicKey: string; privateKey: string };
  /** Who the push services may contact about this server's pushes (mailto: or https:). */
  vapidSubject: string;
  /**
   * Test runs only (PUSH_TEST_HOSTS): host:port of a local push service that may be reached over plain http and at a
   * private address. Empty in production, where every endpoint must be an https push service on the internet.
   */
  pushTestHosts: string[];
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Per-address limits on the public routes; off only for test runs that sign up many accounts from one address. */
  rateLimits: boolean;
  /** Serve the browsable API page at /api/docs (development). */
  apiDocsUi: boolean;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
  /** Fastify's trustProxy: which proxies in front may name the client's address (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  /** Seconds between SIGTERM (readiness turns false) and closing, so the load balancer stops sending first. */
  shutdownDelaySeconds: number;
  /** Event streams one instance holds open at most. */
  maxEventStreams: number;
  /** PostgreSQL: how long an instance may reuse a signed-in user it read (0: never); changes end it sooner (decision 022). */
  sessionCacheSeconds: number;
  /** Connections in this instance's PostgreSQL pool. */
  databasePoolSize: number;
  /** How often each instance runs the scheduled jobs (reminders, cleanup). */
  jobIntervalSeconds: number;
}

function parseTrustProxy(v: string): Config['trustProxy'] {
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim());
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if ((e.AI_BASE_URL === undefined) !== (e.AI_MODEL === undefined)) {
    throw new ConfigError('Invalid configuration:\n  AI_BASE_URL and AI_MODEL must be set together');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl,
    databaseUrl: e.DATABASE_URL,
    testDatabaseUrl: e.TEST_DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Lamplight <no-reply@lamplight.local>',
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY ?? 'not-needed',
            model: e.AI_MODEL,
            transcribeModel: e.AI_TRANSCRIBE_MODEL ?? 'whisper-1',
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          priceId: e.STRIPE_PRICE_ID,
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? (appUrl.startsWith('https://') ? appUrl : 'mailto:no-reply@lamplight.local'),
    pushTestHosts: e.PUSH_TEST_HOSTS === '' ? [] : e.PUSH_TEST_HOSTS.split(',').map((h) => h.trim()),
    logLevel: e.LOG_LEVEL,
    apiDocsUi: e.API_DOCS_UI,
    rateLimits: e.RATE_LIMITS === 'on',
    secureCookies: appUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    maxEventStreams: e.MAX_EVENT_STREAMS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobIntervalSeconds: e.JOB_INTERVAL_SECONDS,
  };
}
