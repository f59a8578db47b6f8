import { and, eq, sql } from 'drizzle-orm';
import type { TComment, TPost, TPostType } from '../../../contract/community.js';
import { communityComments, communityLikes, communityPosts, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';

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
export function postColumns() {
  return {
    id: communityPosts.id,
    userId: communityPosts.userId,
    content: communityPosts.content,
    scripture: communityPosts.scripture,
    type: communityPosts.type,
    anonymous: communityPosts.anonymous,
    createdAt: communityPosts.createdAt,
    // The exact timestamp (microseconds included) for the paging cursor.
    createdAtText: sql<string>`${communityPosts.createdAt}::text`,
    likeCount: communityPosts.likeCount,
    commentCount: communityPosts.commentCount,
    name: users.name,
    username: users.username,
    likedByMe: sql<boolean>`${communityLikes.userId} is not null`,
  };
}
export interface PostRow extends Authored {
  id: number;
  content: string;
  scripture: string | null;
  type: string;
  createdAt: Date;
  createdAtText: string;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
}

/** SELECT … FROM posts JOIN author LEFT JOIN the viewer's like: the base of every post read. */
export function selectPosts(db: Db, viewerId: number) {
  return db
    .select(postColumns())
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .leftJoin(communityLikes, and(eq(communityLikes.postId, communityPosts.id), eq(communityLikes.userId, viewerId)));
}

export function toApiPost(row: Omit<PostRow, 'createdAtText'>, viewerId: number): TPost {
  return {
    id: row.id,
    content: row.content,
    scripture: row.scripture,
    type: row.type as TPostType,
    date: row.createdAt.toISOString(),
    likes: row.likeCount,
    comments: row.commentCount,
    likedByMe: Boolean(row.likedByMe),
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

/** A feed cursor: the last post's exact (created_at, id), opaque to the client. */
export function encodeCursor(row: Pick<PostRow, 'createdAtText' | 'id'>): string {
  return Buffer.from(`${row.createdAtText}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: number } {
  const [at = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!isTimestampText(at) || !Number.isSafeInteger(n) || n <= 0 || n > 2 ** 31 - 1) {
    throw badRequest('That page of the feed could not be found. Refresh the feed and try again.');
  }
  return { at, id: n };
}

/** PostgreSQL's text form of a timestamptz ("2026-03-10 15:00:00.123456+00"), with a day that exists. */
function isTimestampText(at: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.exec(at);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}
