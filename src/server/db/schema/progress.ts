import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One row per user, activity and local day: the unique index makes a repeat a no-op, not a duplicate. */
export const completions = pgTable(
  'completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    contentId: text('content_id'),
    /** The user's local calendar day (in their time zone at the moment of completion). */
    day: date('day', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('completions_user_type_day_idx').on(t.userId, t.type, t.day), index('completions_user_day_idx').on(t.userId, t.day)],
);
