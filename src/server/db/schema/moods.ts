import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    reflection: text('reflection'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mood_entries_user_date_idx').on(t.userId, t.date.desc(), t.id.desc())],
);
