import { z } from 'zod';
import { idOf, ZFlag } from './common.js';

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
  .string({ message: `Post must be at least ${POST_MIN} characters` })
  .trim()
  .min(POST_MIN, `Post must be at least ${POST_MIN} characters`)
  .max(POST_MAX, `Post must be at most ${POST_MAX.toLocaleString('en-US')} characters`);

export const ZCommentContent = z
  .string({ message: `Comment must be at least ${COMMENT_MIN} characters` })
  .trim()
  .min(COMMENT_MIN, `Comment must be at least ${COMMENT_MIN} characters`)
  .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`);

/** Optional, trimmed; empty becomes null. */
export const ZScriptureRef = z
  .string({ message: 'Scripture reference must be text' })
  .trim()
  .max(SCRIPTURE_MAX, `Scripture reference must be at most ${SCRIPTURE_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

export const ZPostType = z.enum(POST_TYPES, { message: 'Type must be one of reflection, scripture, prayer or insight' });

export const ZCreatePost = z.object({
  userId: idOf('userId').optional(),
  content: ZPostContent,
  scripture: ZScriptureRef,
  type: ZPostType.default('reflection'),
  anonymous: ZFlag.default(0),
});
export type TCreatePost = z.input<typeof ZCreatePost>;

export const ZCreateComment = z.object({
  userId: idOf('userId').optional(),
  content: ZCommentContent,
  anonymous: ZFlag.default(0),
});
export type TCreateComment = z.input<typeof ZCreateComment>;

export const ZFeedQuery = z.object({
  /** The id of the last post already shown: the page holds the posts shared before it. */
  before: idOf('before (a post id)').optional(),
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(FEED_PAGE_MAX, `Limit must be at most ${FEED_PAGE_MAX}`)
    .default(FEED_PAGE_DEFAULT),
});

export const ZPostIdParams = z.object({ postId: idOf('Post id') });
export const ZCommentIdParams = z.object({ commentId: idOf('Comment id') });

/**
 * A post as anyone sees it. For an anonymous post `userId`, `name` and `username` are null for
 * everyone but its author; `isOwn` tells the author it is theirs.
 */
export interface TPost {
  id: number;
  userId: number | null;
  content: string;
  scripture: string | null;
  type: TPostType;
  anonymous: 0 | 1;
  /** ISO timestamp of when it was shared. */
  date: string;
  likes: number;
  comments: number;
  name: string | null;
  username: string | null;
  likedByMe: boolean;
  isOwn: boolean;
}

export interface TComment {
  id: number;
  postId: number;
  userId: number | null;
  content: string;
  anonymous: 0 | 1;
  date: string;
  name: string | null;
  username: string | null;
  isOwn: boolean;
}

export interface TLikeResult {
  liked: boolean;
  likes: number;
}

export interface TTopPost {
  post: TPost | null;
}
