import { and, eq, sql } from 'drizzle-orm';
import type { TComment, TPost, TPostType } from '../../../contract/community.js';
import { communityComments, communityLikes, communityPosts, communityPrayers, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/**
 * The one place a community row becomes an answer. Anonymity is decided here for every call
 * (feed, top post, comments, create): an anonymous item's author is named to its author only.
 */
interface Authored {
  userId: number;
  anonymous: boolean;
  name: string;
  username: string;
}

function author(row: Authored, viewerId: number) {
  const isOwn = row.userId === viewerId;
  const hidden = row.anonymous && !isOwn;
  return {
    userId: hidden ? null : row.userId,
    name: hidden ? null : row.name,
    username: hidden ? null : row.username,
    anonymous: (row.anonymous ? 1 : 0) as 0 | 1,
    isOwn,
  };
}

/** Columns of a post row as the viewer sees it: the author's name and whether the viewer liked it, in one query. */
export function postColumns(viewerId: number) {
  return {
    id: communityPosts.id,
    userId: communityPosts.userId,
    content: communityPosts.content,
    scripture: communityPosts.scripture,
    type: communityPosts.type,
    anonymous: communityPosts.anonymous,
    createdAt: communityPosts.createdAt,
    likeCount: communityPosts.likeCount,
    commentCount: communityPosts.commentCount,
    name: users.name,
    username: users.username,
    likedByMe: sql<boolean>`${communityLikes.userId} is not null`,
    answeredAt: communityPosts.answeredAt,
    // Counted per post of the page through the (post_id, user_id) key, and only for the post's author: everyone
    // else is told only whether they prayed themselves (decision 055), so the count never leaves the database.
    prayed: sql<
      number | null
    >`case when ${communityPosts.userId} = ${viewerId} then (select count(*)::int from ${communityPrayers} where ${communityPrayers.postId} = ${communityPosts.id}) end`,
    prayedByMe: sql<boolean>`exists (select 1 from ${communityPrayers} where ${communityPrayers.postId} = ${communityPosts.id} and ${communityPrayers.userId} = ${viewerId})`,
  };
}
export interface PostRow extends Authored {
  id: number;
  content: string;
  scripture: string | null;
  type: string;
  createdAt: Date;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  answeredAt: Date | null;
  /** How many prayed: read for the author only, null for everyone else. */
  prayed: number | null;
  prayedByMe: boolean;
}

/** SELECT … FROM posts JOIN author LEFT JOIN the viewer's like: the base of every post read. */
export function selectPosts(db: Db, viewerId: number) {
  return db
    .select(postColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .leftJoin(communityLikes, and(eq(communityLikes.postId, communityPosts.id), eq(communityLikes.userId, viewerId)));
}

export function toApiPost(row: PostRow, viewerId: number): TPost {
  return {
    id: row.id,
    content: row.content,
    scripture: row.scripture,
    type: row.type as TPostType,
    date: row.createdAt.toISOString(),
    likes: row.likeCount,
    comments: row.commentCount,
    likedByMe: Boolean(row.likedByMe),
    prayed: row.userId === viewerId && row.prayed !== null ? Number(row.prayed) : null,
    prayedByMe: Boolean(row.prayedByMe),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    ...author(row, viewerId),
  };
}

export function commentColumns() {
  return {
    id: communityComments.id,
    postId: communityComments.postId,
    userId: communityComments.userId,
    content: communityComments.content,
    anonymous: communityComments.anonymous,
    createdAt: communityComments.createdAt,
    name: users.name,
    username: users.username,
  };
}
export interface CommentRow extends Authored {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
}

export function toApiComment(row: CommentRow, viewerId: number): TComment {
  return { id: row.id, postId: row.postId, content: row.content, date: row.createdAt.toISOString(), ...author(row, viewerId) };
}
