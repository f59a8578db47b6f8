import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Community posts. `likeCount` and `commentCount` are kept by triggers on the likes and comments
 * tables (migration 0003), so they stay true however a row goes: a toggle, a deleted comment, or a
 * whole account deleted by cascade. The feed and the top post read them without counting.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    scripture: text('scripture'),
    type: text('type').notNull().default('reflection'),
    anonymous: boolean('anonymous').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** A prayer request its author marked answered: when. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Rate limit and the badge metric: one person's posts, recent first.
    index('community_posts_user_created_idx').on(t.userId, t.createdAt),
    // The top post: most likes, then newest.
    index('community_posts_top_idx').on(t.likeCount, t.createdAt, t.id),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('community_comments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One like per person per post: the primary key decides. */
export const communityLikes = pgTable(
  'community_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_likes_user_idx').on(t.userId)],
);

/**
 * "🙏 I prayed" on a prayer request post: one per person per post (the primary key decides). Who prayed is
 * never shown, only how many; a post's count is read with the feed (the key serves it).
 */
export const communityPrayers = pgTable(
  'community_prayers',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_prayers_user_idx').on(t.userId)],
);
