import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's private prayer list: a person or need, prayed for daily or on chosen weekdays, until it is
 * answered (kept, with its note, as a testimony) or archived.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    /** family, friends, church, world, self, or none. */
    category: text('category'),
    /** A canonical Bible reference ("Philippians 4:6-7"); its text is read from the Bible data when shown. */
    scripture: text('scripture'),
    /** Weekdays it is due on, 0 = Sunday … 6 = Saturday; all seven is "daily". */
    weekdays: smallint('weekdays').array().notNull(),
    /** active, answered or archived. */
    status: text('status').notNull().default('active'),
    answeredOn: date('answered_on', { mode: 'string' }),
    answerNote: text('answer_note'),
    /** The user's local day it was last prayed through in "Pray now", and how many days it has been prayed for. */
    lastPrayedOn: date('last_prayed_on', { mode: 'string' }),
    prayedDays: integer('prayed_days').notNull().default(0),
    /** The person chose to have this request named in the Prayer Assistant's prayer (off unless they turn it on). */
    includeInPrayer: boolean('include_in_prayer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prayer_requests_user_status_idx').on(t.userId, t.status)],
);
