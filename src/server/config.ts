import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ message: `${name} must be a URL` }).optional())
    .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every setting the app reads, with its default. This module is the only reader of process.env. */
const ZEnv = z.object({
  PORT: z.coerce.number({ message: 'PORT must be a number' }).int().min(0).max(65535, 'PORT must be at most 65535').default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  APP_URL: optionalUrl('APP_URL'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  TEST_DATABASE_URL: optionalUrl('TEST_DATABASE_URL'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: optionalText,
  AI_BASE_URL: optionalUrl('AI_BASE_URL'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
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
  ai?: { baseUrl: string; apiKey: string; model: string };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl,
    databaseUrl: e.DATABASE_URL,
    testDatabaseUrl: e.TEST_DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Lamplight <no-reply@lamplight.local>',
    ai: e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? 'not-needed', model: e.AI_MODEL } : undefined,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : undefined,
    logLevel: e.LOG_LEVEL,
    secureCookies: appUrl.startsWith('https://'),
  };
}
