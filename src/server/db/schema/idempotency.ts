import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The first answer to a create that carried an Idempotency-Key (platform/idempotency.ts): a retry, a double
 * submit or an offline replay with the same key gets this answer instead of a second row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which create the key was used for ("POST /api/journal"). */
    scope: text('scope').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being handled. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // created_at: the cleanup job removes keys past the replay window (platform/cleanup.ts) without reading the table.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
