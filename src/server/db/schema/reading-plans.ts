import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One person's way through one reading plan (the plans themselves are content files). Day N of the plan
 * falls on `startedOn + N - 1`; shifting the schedule moves `startedOn`, so a missed day is caught up, never reset.
 */
export const planProgress = pgTable(
  'plan_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The plan's day numbers marked read (1-based). */
    doneDays: integer('done_days').array().notNull().default([]),
    /** active, finished or quit. */
    status: text('status').notNull().default('active'),
    /** The user's local day a day of the plan was last marked read. */
    lastReadOn: date('last_read_on', { mode: 'string' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_progress_user_plan_idx').on(t.userId, t.planId)],
);
