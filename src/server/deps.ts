import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AiProvider } from './platform/ai/provider.js';
import type { Background } from './platform/background.js';
import type { EventBus } from './platform/events.js';
import type { LoginLimiter } from './platform/login-limiter.js';
import type { Mailer } from './platform/mail.js';
import type { ProgressRegistry } from './domain/progress.js';
import type { PushSender } from './platform/push.js';
import type { PublicLimits } from './platform/rate-limits.js';
import type { ReadCache } from './platform/read-cache.js';
import type { LinkSigner } from './platform/signed-links.js';
import type { Clock } from './platform/clock.js';

/** What services are given: the database, the clock and the outside world's adapters. */
export interface AppDeps {
  config: Config;
  db: Db;
  now: Clock;
  mailer: Mailer;
  events: EventBus;
  loginLimiter: LoginLimiter;
  /** Per-address limits of the public routes that do real work. */
  rateLimits: PublicLimits;
  /** Work that runs after the answer has gone (mail whose timing must not tell anything). */
  background: Background;
  /** Progress listeners and badge metrics the features register at start-up. */
  progress: ProgressRegistry;
  /** A language model when AI_BASE_URL/AI_MODEL are set; null means the offline composers answer. */
  ai: AiProvider | null;
  /** Web Push to people's devices (VAPID keys from the config, or made once into DATA_DIR). */
  push: PushSender;
  /** Signs and checks links that act without a session (the one-click unsubscribe of reminder e-mails). */
  links: LinkSigner;
  /**
   * A keyed hash of an e-mail address (HMAC under a key derived from the VAPID private key): all that is kept of the
   * address of someone who had a free trial, after their account is gone (domain/trials.ts, decision 137).
   */
  emailHash: (email: string) => string;
  /** A person's hot reads, kept until the database says they changed (decision 113). */
  reads: ReadCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** draining: the instance got SIGTERM and is about to close (readiness answers 503). */
    lifecycle: { draining: boolean };
  }
}
