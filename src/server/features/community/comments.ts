import type { TCare } from '../../../contract/care.js';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { COMMENTS_PER_HOUR, type TComment, type ZCreateComment } from '../../../contract/community.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { communityComments, users } from '../../db/schema/index.js';
import { withCareFor } from '../../domain/care/index.js';
import { notFound } from '../../platform/errors.js';
import { deleteOwnRow } from '../../platform/ownership.js';
import type { SessionUser } from '../../platform/session.js';
import { commentColumns, toApiComment } from './present.js';
import { enforceHourlyLimit, LOCK_COMMENTS, minutesText } from './rate-limit.js';
import { POST_GONE, publishCommunityChange, requirePost, type Deps } from './service.js';

/** A post's comments in the order they were written. */
export async function listComments(deps: Deps, viewer: Pick<SessionUser, 'id'>, postId: number): Promise<TComment[]> {
  await requirePost(deps.db, postId);
  const rows = await deps.db
    .select(commentColumns())
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.userId))
    .where(eq(communityComments.postId, postId))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
  return rows.map((r) => toApiComment(r, viewer.id));
}

export async function addComment(
  deps: Deps,
  user: SessionUser,
  postId: number,
  input: z.output<typeof ZCreateComment>,
): Promise<TComment & { care?: TCare }> {
  await requirePost(deps.db, postId);
  const now = deps.now();
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      await enforceHourlyLimit(tx, {
        table: communityComments,
        userIdColumn: communityComments.userId,
        createdAtColumn: communityComments.createdAt,
        lockKey: LOCK_COMMENTS,
        userId: user.id,
        now,
        limit: COMMENTS_PER_HOUR,
        message: (m) =>
          `You've added ${COMMENTS_PER_HOUR} comments in the last hour. Please wait ${minutesText(m)} before commenting again.`,
      });
      const [inserted] = await tx
        .insert(communityComments)
        .values({ postId, userId: user.id, content: input.content, anonymous: input.anonymous === 1, createdAt: now })
        .returning();
      return inserted!;
    });
  } catch (err) {
    // The post was deleted between the check above and the insert.
    if (isForeignKeyViolation(err)) throw notFound(POST_GONE);
    throw err;
  }
  publishCommunityChange(deps);
  return withCareFor(toApiComment({ ...row, name: user.name, username: user.username }, user.id), [input.content], user);
}

/** Only the comment's author deletes it. */
export async function deleteComment(deps: Deps, user: Pick<SessionUser, 'id'>, commentId: number) {
  await deleteOwnRow(deps.db, communityComments, commentId, user.id, {
    missing: 'That comment no longer exists. It may have been deleted.',
    notYours: 'You can only delete your own comments.',
  });
  publishCommunityChange(deps);
}
