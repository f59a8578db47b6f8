import { z } from 'zod/mini';
import { idOf, pageLimit, ZFlag } from './common.js';

export const POST_TYPES = ['reflection', 'scripture', 'prayer', 'insight'] as const;
export type TPostType = (typeof POST_TYPES)[number];

export const POST_MIN = 10;
export const POST_MAX = 2000;
export const COMMENT_MIN = 2;
export const COMMENT_MAX = 1000;
export const SCRIPTURE_MAX = 100;
/** A feed page: 20 unless asked otherwise, never more than 50. */
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

/** Abuse limits per person and rolling hour. */
export const POSTS_PER_HOUR = 10;
export const COMMENTS_PER_HOUR = 60;

export const ZPostContent = z
  .string(`Post must be at least ${POST_MIN} characters`)
  .check(
    z.trim(),
    z.minLength(POST_MIN, `Post must be at least ${POST_MIN} characters`),
    z.maxLength(POST_MAX, `Post must be at most ${POST_MAX.toLocaleString('en-US')} characters`),
  );

export const ZCommentContent = z
  .string(`Comment must be at least ${COMMENT_MIN} characters`)
  .check(
    z.trim(),
    z.minLength(COMMENT_MIN, `Comment must be at least ${COMMENT_MIN} characters`),
    z.maxLength(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`),
  );

/** Optional, trimmed; empty becomes null. */
export const ZScriptureRef = z.pipe(
  z.nullish(
    z
      .string('Scripture reference must be text')
      .check(z.trim(), z.maxLength(SCRIPTURE_MAX, `Scripture reference must be at most ${SCRIPTURE_MAX} characters`)),
  ),
  z.transform((v) => (v ? v : null)),
);

export const ZPostType = z.enum(POST_TYPES, 'Type must be one of reflection, scripture, prayer or insight');

export const ZCreatePost = z.object({
  userId: z.optional(idOf('userId')),
  content: ZPostContent,
  scripture: ZScriptureRef,
  type: z._default(ZPostType, 'reflection'),
  anonymous: z._default(ZFlag, 0),
});
export type TCreatePost = z.input<typeof ZCreatePost>;

export const ZCreateComment = z.object({
  userId: z.optional(idOf('userId')),
  content: ZCommentContent,
  anonymous: z._default(ZFlag, 0),
});
export type TCreateComment = z.input<typeof ZCreateComment>;

export const ZFeedQuery = z.object({
  /** The id of the last post already shown: the page holds the posts shared before it. */
  before: z.optional(idOf('before (a post id)')),
  limit: pageLimit(FEED_PAGE_MAX, FEED_PAGE_DEFAULT),
});

export const ZPostIdParams = z.object({ postId: idOf('Post id') });
export const ZCommentIdParams = z.object({ commentId: idOf('Comment id') });

/**
 * A post as anyone sees it. For an anonymous post `userId`, `name` and `username` are null for
 * everyone but its author; `isOwn` tells the author it is theirs.
 */
export const ZPost = z.object({
  id: z.number(),
  userId: z.nullable(z.number()),
  content: z.string(),
  scripture: z.nullable(z.string()),
  type: z.enum(POST_TYPES),
  anonymous: z.union([z.literal(0), z.literal(1)]),
  /** ISO timestamp of when it was shared. */
  date: z.string(),
  likes: z.number(),
  comments: z.number(),
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  likedByMe: z.boolean(),
  isOwn: z.boolean(),
  /**
   * On a prayer request: how many people said "I prayed" (never who), answered to the post's author only (null
   * for everyone else, decision 055); whether the viewer did; and when its author marked it answered.
   */
  prayed: z.nullable(z.number()),
  prayedByMe: z.boolean(),
  answeredAt: z.nullable(z.string()),
});
export type TPost = z.infer<typeof ZPost>;

export const ZComment = z.object({
  id: z.number(),
  postId: z.number(),
  userId: z.nullable(z.number()),
  content: z.string(),
  anonymous: z.union([z.literal(0), z.literal(1)]),
  date: z.string(),
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  isOwn: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZLikeResult = z.object({ liked: z.boolean(), likes: z.number() });
/** `prayed` is the count for the post's author only, null for anyone else. */
export const ZPrayedForResult = z.object({ prayedByMe: z.boolean(), prayed: z.nullable(z.number()) });
export type TPrayedForResult = z.infer<typeof ZPrayedForResult>;
export const ZAnsweredPostResult = z.object({ answeredAt: z.nullable(z.string()) });
export const ZAnswerPost = z.object({ answered: z.boolean('answered must be true or false') });
export type TLikeResult = z.infer<typeof ZLikeResult>;

export const ZTopPost = z.object({ post: z.nullable(ZPost) });
export type TTopPost = z.infer<typeof ZTopPost>;
