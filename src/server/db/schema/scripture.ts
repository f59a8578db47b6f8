import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A user's saved passages (ids of content/scriptures.json). */
export const scriptureFavorites = pgTable(
  'scripture_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scriptureId: integer('scripture_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scripture_favorites_user_scripture_idx').on(t.userId, t.scriptureId)],
);

/** Interpretations an AI endpoint wrote, kept per passage and translation so each costs one call. */
export const interpretations = pgTable(
  'interpretations',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    translation: text('translation').notNull(),
    model: text('model').notNull(),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interpretations_reference_translation_idx').on(t.reference, t.translation)],
);
