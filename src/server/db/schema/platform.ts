import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counted attempt (a password guess) under a key: the SHA-256 of "a:user:7|203.0.113.9" or "i:203.0.113.9", so
 * no address or typed name is stored.
 * Kept in the database so every server instance counts against the same window; old rows are swept by the
 * cleanup job.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_hits_key_at_idx').on(t.key, t.at), index('limit_hits_at_idx').on(t.at)],
);

/** Fixed-window request counts of @fastify/rate-limit (per route and address, hashed), shared by every instance. */
export const limitWindows = pgTable(
  'limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_windows_resets_at_idx').on(t.resetsAt)],
);

/** One run of a scheduled job on one instance: when, where, how much it did, and how it ended. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How many units of work this run claimed and did (mails sent, rows removed). */
    done: integer('done'),
    /** 'ok', 'failed', or 'skipped' (another instance held the job's lock). */
    outcome: text('outcome').notNull().default('running'),
  },
  (t) => [index('job_runs_job_started_idx').on(t.job, t.startedAt)],
);
