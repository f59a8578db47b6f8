import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The zone `day` was reckoned in: lets a streak survive a trip that skips a calendar day. */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [uniqueIndex('completions_user_type_day_idx').on(t.userId, t.type, t.day), index('completions_user_day_idx').on(t.userId, t.day)],
);

/**
 * Which passage or meditation was done on a day, apart from the day's practice (one row above): reading a
 * second passage completes nothing new, but it was read, and says so.
 */
export const completedItems = pgTable(
  'completed_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    contentId: text('content_id').notNull(),
    /** The user's local calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('completed_items_user_type_day_content_idx').on(t.userId, t.type, t.day, t.contentId)],
);

/** A streak as stored: its run, and the moment it breaks if nothing more is done. */
export interface StoredStreak {
  length: number;
  longest: number;
  lastDay: string | null;
  /** ISO instant: the start of the second local day after `lastDay`, in the zone of its last completion. */
  validUntil: string | null;
}

/**
 * Each user's progress, recomputed from completions whenever they change, so reads (growth stats,
 * ranking) are one row per user instead of a walk through years of history.
 */
export const userProgress = pgTable(
  'user_progress',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    streakLength: integer('streak_length').notNull().default(0),
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    /** Past this instant the run is broken unless extended: lets ranking read "current streak" without time-zone math. */
    streakValidUntil: timestamp('streak_valid_until', { withTimezone: true }),
    longestStreak: integer('longest_streak').notNull().default(0),
    perfectDays: integer('perfect_days').notNull().default(0),
    badgeCount: integer('badge_count').notNull().default(0),
    /** Per activity: journal, gratitude, mood, scripture, meditation, prayer. */
    activityStreaks: jsonb('activity_streaks').$type<Record<string, StoredStreak>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_progress_rank_idx').on(t.badgeCount, t.streakLength)],
);

/** A badge's progress for one user; `earnedAt` is set once and kept. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    progress: integer('progress').notNull().default(0),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);
