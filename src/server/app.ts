import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { featureJobs, features } from './features/index.js';
import { createOpenAiProvider } from './platform/ai/openai.js';
import type { AiProvider } from './platform/ai/provider.js';
import type { AppDeps } from './platform/deps.js';
import { registerErrorHandler } from './platform/errors.js';
import { safeError } from './platform/safe-error.js';
import { createLocalEventBus, registerEventStream, type EventBus } from './platform/events.js';
import { createLoginLimiter, type LoginLimits } from './platform/login-limiter.js';
import { scheduleJobs } from './platform/jobs.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { registerRequestGuards } from './platform/request-guards.js';
import { loadSession } from './platform/session.js';
import { registerClient, sendIndex } from './platform/spa.js';
import { systemClock, type Clock } from './platform/time.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  now?: Clock;
  mailer?: Mailer;
  events?: EventBus;
  loginLimits?: LoginLimits;
  /** A language model adapter; defaults to one built from config.ai (null: offline composers). */
  ai?: AiProvider | null;
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
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      err: safeError,
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // An address that isn't even valid URL encoding (a mangled share link, say): pages get the app, which
    // shows its own "not found"/loading state; API calls get a JSON 400.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const path = request.url.split('?')[0] ?? '';
      if (error.code === 'FST_ERR_BAD_URL' && request.method === 'GET' && !path.startsWith('/api/') && opts.serveClient) return sendIndex(reply);
      return reply.code(400).send({ message: 'That address is not valid.', code: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = opts.now ?? systemClock;
  const deps: AppDeps = {
    config,
    db: opts.database.db,
    now,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    events: opts.events ?? createLocalEventBus(),
    loginLimiter: createLoginLimiter(now, opts.loginLimits),
    ai: opts.ai !== undefined ? opts.ai : config.ai ? createOpenAiProvider(config.ai) : null,
  };
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  registerErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // gzip/brotli for JSON answers and the built app's scripts and styles (the event stream is hijacked, so never buffered).
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerRequestGuards(app, config.appUrl);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      await loadSession(deps.db, now, request);
    }
  });

  // A bare route: liveness for deployments, and the ceiling the benchmark compares real reads with.
  app.get('/api/health', async () => ({ status: 'ok' }));
  registerEventStream(app, deps.events);
  for (const feature of features) await app.register(feature);
  if (opts.serveClient) await registerClient(app);
  if (opts.jobs) scheduleJobs(app, featureJobs(deps, app.log));

  app.addHook('onClose', async () => deps.mailer.close());
  return app;
}
