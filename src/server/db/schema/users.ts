import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    gender: text('gender').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** IANA zone: every "today" the server computes for this user is a day in this zone. */
    timeZone: text('time_zone').notNull().default('UTC'),
    translation: text('translation').notNull().default('WEB'),
    /** When the person finished or skipped the first-visit tour; null while it is still to be shown. */
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /** The name prayers speak to, said or typed by the person; null → their account name. */
    prayerName: text('prayer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const preferences = pgTable('preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyReminderTime: text('daily_reminder_time').notNull().default('08:00'),
  notificationsEnabled: integer('notifications_enabled').notNull().default(1),
  /** The user's local day of the last reminder e-mail: one a day at most. */
  lastRemindedOn: date('last_reminded_on', { mode: 'string' }),
  /** 'system' (follow the device), 'light' or 'dark'; put on the page before it paints (decision 092). */
  theme: text('theme').notNull().default('system'),
  /** Reading text size for Scripture, meditation and the journal: 'small' … 'x-large'. */
  textSize: text('text_size').notNull().default('medium'),
  /** Reminders by e-mail (1) or not (0); push goes to every device with a subscription. */
  reminderEmail: integer('reminder_email').notNull().default(1),
});
