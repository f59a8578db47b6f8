import { customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What a prayer's Bible connection holds: the verse's reference and text in the reader's translation, and why it fits. */
export interface StoredBibleConnection {
  reference: string;
  text: string;
  translation: string;
  explanation: string;
}

/** Each prayer the assistant wrote, kept privately for its owner until they delete it (or the account). */
export const prayers = pgTable(
  'prayers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name the prayer speaks to. */
    name: text('name').notNull(),
    prayer: text('prayer').notNull(),
    bibleConnection: jsonb('bible_connection').$type<StoredBibleConnection>().notNull(),
    encouragement: text('encouragement').notNull(),
    /** 'offline' (the composer) or 'model'. */
    composedBy: text('composed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prayers_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Generations per user and local day: the daily limit is one conditional upsert on this row, so parallel
 * requests (or several server instances) can't pass it, and deleting prayers from the history doesn't reset it.
 */
export const prayerGenerations = pgTable(
  'prayer_generations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Bytes in a bytea column: node-postgres hands back a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * A person's own recording of their name (§4.4, §9): one per person, replaced when they record again, played
 * back only to them, in Download my data, gone with the account.
 */
export const voicePronunciations = pgTable('voice_pronunciations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  audio: bytea('audio').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
