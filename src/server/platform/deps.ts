import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AiProvider } from './ai/provider.js';
import type { EventBus } from './events.js';
import type { LoginLimiter } from './login-limiter.js';
import type { Mailer } from './mail.js';
import type { Clock } from './time.js';

/** What services are given: the database, the clock and the outside world's adapters. */
export interface AppDeps {
  config: Config;
  db: Db;
  now: Clock;
  mailer: Mailer;
  events: EventBus;
  loginLimiter: LoginLimiter;
  /** A language model when AI_BASE_URL/AI_MODEL are set; null means the offline composers answer. */
  ai: AiProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
