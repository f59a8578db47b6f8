import type { TCare } from '../../../contract/care.js';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { POSTS_PER_HOUR, type TLikeResult, type TPost, type TPrayedForResult, type ZCreatePost } from '../../../contract/community.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { communityLikes, communityPosts, communityPrayers } from '../../db/schema/index.js';
import { withCareFor } from '../../domain/care/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { deleteOwnRow, readOwnRow } from '../../platform/ownership.js';
import { progressChanged } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { selectPosts, toApiPost } from './present.js';
import { enforceHourlyLimit, LOCK_POSTS, minutesText } from './rate-limit.js';

export type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type Viewer = Pick<SessionUser, 'id'>;

export const POST_GONE = 'That post no longer exists. It may have been deleted.';

/** Every open feed refetches; the event names the topic only, never a post or its author. */
export const publishCommunityChange = (deps: Deps) => deps.events.publish({ topics: ['community'] });

/** The badge metric "communityPosts": how many posts the user has shared (and not deleted). */
export async function countUserPosts(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.userId, userId));
  return row?.n ?? 0;
}

/**
 * One page of the feed, newest first. The cursor is the id of the last post the reader has: ids are
 * given in the order posts are shared, so new posts arriving meanwhile never shift later pages, and a
 * deleted cursor post still marks its place. The primary key index serves the walk.
 */
export async function feedPage(deps: Deps, viewer: Viewer, query: { before?: number; limit: number }): Promise<TPost[]> {
  const rows = await selectPosts(deps.db, viewer.id)
    .where(query.before ? lt(communityPosts.id, query.before) : undefined)
    .orderBy(desc(communityPosts.id))
    .limit(query.limit);
  return rows.map((r) => toApiPost(r, viewer.id));
}

/** The post with the most likes; between equals, the newest. */
export async function topPost(deps: Deps, viewer: Viewer): Promise<TPost | null> {
  const [row] = await selectPosts(deps.db, viewer.id)
    .orderBy(desc(communityPosts.likeCount), desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(1);
  return row ? toApiPost(row, viewer.id) : null;
}

export async function createPost(deps: Deps, user: SessionUser, input: z.output<typeof ZCreatePost>): Promise<TPost & { care?: TCare }> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await enforceHourlyLimit(tx, {
      table: communityPosts,
      userIdColumn: communityPosts.userId,
      createdAtColumn: communityPosts.createdAt,
      lockKey: LOCK_POSTS,
      userId: user.id,
      now,
      limit: POSTS_PER_HOUR,
      message: (m) => `You've shared ${POSTS_PER_HOUR} posts in the last hour. Please wait ${minutesText(m)} before posting again.`,
    });
    const [inserted] = await tx
      .insert(communityPosts)
      .values({
        userId: user.id,
        content: input.content,
        scripture: input.scripture,
        type: input.type,
        anonymous: input.anonymous === 1,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  publishCommunityChange(deps);
  await progressChanged(deps, user.id);
  // The care goes to the author in this answer only; the feed others read never carries it.
  return withCareFor(
    toApiPost({ ...row, name: user.name, username: user.username, likedByMe: false, prayed: 0, prayedByMe: false }, user.id),
    [input.content],
    user,
  );
}

/** Only the author deletes; the post's comments and likes go with it (ON DELETE CASCADE). */
export async function deletePost(deps: Deps, user: Viewer, postId: number) {
  await deleteOwnRow(deps.db, communityPosts, postId, user.id, { missing: POST_GONE, notYours: 'You can only delete your own posts.' });
  publishCommunityChange(deps);
  await progressChanged(deps, user.id);
}

/** Likes the post, or takes the like back if the user already liked it: one like per person per post. */
export async function toggleLike(deps: Deps, user: Viewer, postId: number): Promise<TLikeResult> {
  const removed = await deps.db
    .delete(communityLikes)
    .where(and(eq(communityLikes.postId, postId), eq(communityLikes.userId, user.id)))
    .returning({ postId: communityLikes.postId });
  const liked = removed.length === 0;
  if (liked) {
    try {
      await deps.db.insert(communityLikes).values({ postId, userId: user.id, createdAt: deps.now() }).onConflictDoNothing();
    } catch (err) {
      if (isForeignKeyViolation(err)) throw notFound(POST_GONE);
      throw err;
    }
  }
  const [post] = await deps.db.select({ likes: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, postId));
  if (!post) throw notFound(POST_GONE);
  publishCommunityChange(deps);
  return { liked, likes: post.likes };
}

/**
 * "🙏 I prayed" on a prayer request, or taking it back: one per person per post. Only the count is ever
 * shown, so praying for an anonymous request names no one, and the request's author stays hidden.
 */
export async function togglePrayedFor(deps: Deps, user: Viewer, postId: number): Promise<TPrayedForResult> {
  const [post] = await deps.db
    .select({ type: communityPosts.type, userId: communityPosts.userId })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId));
  if (!post) throw notFound(POST_GONE);
  if (post.type !== 'prayer') throw badRequest('Only a prayer request can be prayed for.');
  const removed = await deps.db
    .delete(communityPrayers)
    .where(and(eq(communityPrayers.postId, postId), eq(communityPrayers.userId, user.id)))
    .returning({ postId: communityPrayers.postId });
  const prayedByMe = removed.length === 0;
  if (prayedByMe) {
    try {
      await deps.db.insert(communityPrayers).values({ postId, userId: user.id, createdAt: deps.now() }).onConflictDoNothing();
    } catch (err) {
      if (isForeignKeyViolation(err)) throw notFound(POST_GONE);
      throw err;
    }
  }
  publishCommunityChange(deps);
  // The count is the author's to see (decision 055): anyone else hears only that their own prayer counted.
  if (post.userId !== user.id) return { prayedByMe, prayed: null };
  const [row] = await deps.db.select({ n: count() }).from(communityPrayers).where(eq(communityPrayers.postId, postId));
  return { prayedByMe, prayed: row?.n ?? 0 };
}

/** The author marks their prayer request answered (or not after all); it shows on the post. */
export async function markPostAnswered(
  deps: Deps,
  user: Viewer,
  postId: number,
  answered: boolean,
): Promise<{ answeredAt: string | null }> {
  const post = await readOwnRow(deps.db, communityPosts, postId, user.id, {
    missing: POST_GONE,
    notYours: 'Only its author can mark a prayer request answered.',
  });
  if (post.type !== 'prayer') throw badRequest('Only a prayer request can be marked answered.');
  const answeredAt = answered ? deps.now() : null;
  await deps.db.update(communityPosts).set({ answeredAt }).where(eq(communityPosts.id, postId));
  publishCommunityChange(deps);
  return { answeredAt: answeredAt?.toISOString() ?? null };
}

/** 404 unless the post exists. */
export async function requirePost(db: Db, postId: number) {
  const [post] = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.id, postId));
  if (!post) throw notFound(POST_GONE);
}
