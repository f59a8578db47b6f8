import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import './platform/zod-locale.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ROOT } from './paths.js';
import { featureJobs, features } from './features/index.js';
import { createOpenAiProvider } from './platform/ai/openai.js';
import { registerApiDocs, requireResponseSchemas } from './platform/api-docs.js';
import { createBackground } from './platform/background.js';
import type { AiProvider } from './platform/ai/provider.js';
import type { AppDeps } from './deps.js';
import { registerErrorHandler } from './platform/errors.js';
import { safeError } from './platform/safe-error.js';
import { createLocalEventBus, DEFAULT_STREAM_LIMITS, registerEventStream, type EventBus } from './platform/events.js';
import { createPostgresEventBus, type PostgresEventBus } from './platform/events-postgres.js';
import { setUpCaches } from './platform/caches.js';
import { registerReadiness } from './platform/readiness.js';
import { cleanupJob } from './platform/cleanup.js';
import { createLoginLimiter, type LoginLimits } from './platform/login-limiter.js';
import { scheduleJobs } from './platform/jobs.js';
import { createWebPushSender, loadVapidKeys, type PushSender } from './platform/push.js';
import { createLinkSigner } from './platform/signed-links.js';
import { createKeyedHash } from './platform/server-keys.js';
import { createProgressRegistry } from './domain/progress.js';
import { NO_LIMITS, PUBLIC_LIMITS, registerRateLimits, type PublicLimits } from './platform/rate-limits.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerRequestGuards } from './platform/request-guards.js';
import { loadSession } from './platform/session.js';
import { rememberingKeptAnswers } from './platform/read-cache.js';
import { registerClient, sendIndex } from './platform/spa.js';
import { systemClock, type Clock } from './platform/clock.js';

const APP_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  now?: Clock;
  mailer?: Mailer;
  events?: EventBus;
  loginLimits?: LoginLimits;
  /** Per-address limits of the public routes (defaults: PUBLIC_LIMITS). */
  rateLimits?: Partial<PublicLimits>;
  /** A language model adapter; defaults to one built from config.ai (null: offline composers). */
  ai?: AiProvider | null;
  /** Web Push; defaults to the real sender with the config's (or DATA_DIR's) VAPID keys. */
  push?: PushSender;
  /** false in tests that don't want request logs. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web client (off for API tests). */
  serveClient?: boolean;
  /** Run background jobs such as reminder e-mails (off for tests, which call them directly). */
  jobs?: boolean;
}

/** Request logs carry method, path and status: never bodies, query strings (reset tokens), cookies or user text. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // @fastify/multipart traces the request's headers (cookie included) as busboyOptions.headers.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'busboyOptions.headers'],
      remove: true,
    },
    serializers: {
      err: safeError,
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * One log line per request, when it ends: its id, method, path (the serializers above drop query strings), status
 * and time; Fastify's own "incoming request" line is not written. Under load, formatting and writing the log took
 * about 6 % of the server's busy time; one line halves it (decision 111). Fastify's other lines (errors, not found)
 * stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The in-process bus, closed with the app (its coalescing timers). */
function ownBus(app: FastifyInstance): EventBus {
  const bus = createLocalEventBus();
  app.addHook('onClose', () => bus.close!());
  return bus;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Behind a load balancer, request.ip (the limits' key) is the client's only when the proxy is trusted.
    // (A number of hops is documented and supported at run time; Fastify's types leave it out.)
    trustProxy: config.trustProxy as boolean | string[],
    // An address that isn't even valid URL encoding (a mangled share link, say): pages get the app, which
    // shows its own "not found"/loading state; API calls get a JSON 400.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const path = request.url.split('?')[0] ?? '';
      if (error.code === 'FST_ERR_BAD_URL' && request.method === 'GET' && !path.startsWith('/api/') && opts.serveClient)
        return sendIndex(reply);
      return reply.code(400).send({ message: 'That address is not valid.', code: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(rememberingKeptAnswers(serializerCompiler));

  const now = opts.now ?? systemClock;
  // With PostgreSQL every instance hears every other's events (LISTEN/NOTIFY); PGlite is one process.
  let events = opts.events;
  let pgBus: PostgresEventBus | null = null;
  if (!events && opts.database.kind === 'postgres' && opts.database.connectionString) {
    pgBus = createPostgresEventBus({ db: opts.database.db, connectionString: opts.database.connectionString, log: app.log });
    await pgBus.start();
    const bus = pgBus;
    app.addHook('onClose', () => bus.close());
    events = bus;
  }
  const caches = await setUpCaches(app, opts.database, pgBus, config.sessionCacheSeconds);
  const secret = loadVapidKeys(config).privateKey;
  const deps: AppDeps = {
    config,
    reads: caches.reads,
    db: opts.database.db,
    now,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    events: events ?? ownBus(app),
    loginLimiter: createLoginLimiter(opts.database.db, now, opts.loginLimits),
    background: createBackground(app.log),
    rateLimits: config.rateLimits ? { ...PUBLIC_LIMITS, ...opts.rateLimits } : NO_LIMITS,
    progress: createProgressRegistry(),
    ai: opts.ai !== undefined ? opts.ai : config.ai ? createOpenAiProvider(config.ai) : null,
    push: opts.push ?? createWebPushSender(config),
    // The VAPID private key is already the one secret every instance must share (decision 083); link keys are
    // derived from it (HKDF, a label of their own), so there is no second secret to configure (decision 084).
    links: createLinkSigner(secret),
    emailHash: createKeyedHash(secret, 'lamplight e-mail hashes v1'),
  };
  app.decorate('deps', deps);
  app.decorate('lifecycle', { draining: false });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  // gzip/brotli for JSON answers and the built app's scripts and styles (the event stream is hijacked, so never buffered).
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerRequestGuards(app, config.appUrl);
  await registerRateLimits(app, deps.db, now);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      await loadSession(deps.db, now, request, caches.usable() ? caches.sessions : null);
    }
  });

  requireResponseSchemas(app);
  await registerApiDocs(app, { version: APP_VERSION, ui: config.apiDocsUi });
  // A bare route: liveness for deployments, and the ceiling the benchmark compares real reads with.
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  registerReadiness(app, opts.database);
  registerEventStream(app, deps.events, { perUser: DEFAULT_STREAM_LIMITS.perUser, total: config.maxEventStreams });
  for (const feature of features) await app.register(feature);
  if (opts.serveClient) await registerClient(app);
  if (opts.jobs) {
    const everyMs = config.jobIntervalSeconds * 1000;
    scheduleJobs(app, deps, [...featureJobs(deps, app.log, everyMs), cleanupJob(deps, everyMs)]);
  }

  app.addHook('onClose', async () => {
    await deps.background.idle();
    deps.mailer.close();
  });
  return app;
}
