import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCommentIdParams, ZCreateComment, ZCreatePost, ZFeedQuery, ZPostIdParams, type TTopPost } from '../../../contract/community.js';
import { registerProgressMetric } from '../../platform/progress.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { addComment, deleteComment, listComments } from './comments.js';
import { countUserPosts, createPost, deletePost, feedPage, toggleLike, topPost } from './service.js';

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Badges measure "communityPosts" (the first post earns one).
  registerProgressMetric('communityPosts', countUserPosts);

  app.get('/api/community', { schema: { querystring: ZFeedQuery } }, async (request) => feedPage(deps, requireUser(request), request.query));

  app.get('/api/community/top', async (request): Promise<TTopPost> => ({ post: await topPost(deps, requireUser(request)) }));

  app.post('/api/community', { schema: { body: ZCreatePost } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await createPost(deps, user, request.body));
  });

  app.delete('/api/community/:postId', { schema: { params: ZPostIdParams } }, async (request) => {
    await deletePost(deps, requireUser(request), request.params.postId);
    return { message: 'Post deleted' };
  });

  app.post('/api/community/:postId/like', { schema: { params: ZPostIdParams } }, async (request) => toggleLike(deps, requireUser(request), request.params.postId));

  app.get('/api/community/:postId/comments', { schema: { params: ZPostIdParams } }, async (request) =>
    listComments(deps, requireUser(request), request.params.postId),
  );

  app.post('/api/community/:postId/comments', { schema: { params: ZPostIdParams, body: ZCreateComment } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await addComment(deps, user, request.params.postId, request.body));
  });

  app.delete('/api/community/comments/:commentId', { schema: { params: ZCommentIdParams } }, async (request) => {
    await deleteComment(deps, requireUser(request), request.params.commentId);
    return { message: 'Comment deleted' };
  });
};
