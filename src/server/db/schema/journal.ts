import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    scripture: text('scripture'),
    mood: text('mood'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists are a user's entries newest first.
  (t) => [index('journal_entries_user_date_idx').on(t.userId, t.date.desc(), t.id.desc())],
);
