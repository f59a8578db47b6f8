import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRouteLimit } from '../../platform/rate-limits.js';
import { z } from 'zod/mini';
import { withCare } from '../../../contract/care.js';
import { ZMessage } from '../../../contract/common.js';
import {
  ZComment,
  ZCommentIdParams,
  ZCreateComment,
  ZCreatePost,
  ZFeedQuery,
  ZAnsweredPostResult,
  ZAnswerPost,
  ZLikeResult,
  ZPost,
  ZPrayedForResult,
  ZPostIdParams,
  ZTopPost,
} from '../../../contract/community.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { addComment, deleteComment, listComments } from './comments.js';
import { countUserPosts, createPost, deletePost, feedPage, markPostAnswered, toggleLike, togglePrayedFor, topPost } from './service.js';

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Badges measure "communityPosts" (the first post earns one).
  deps.progress.registerMetric('communityPosts', countUserPosts);

  app.get('/api/community', { schema: { querystring: ZFeedQuery, response: { 200: z.array(ZPost) } } }, async (request) =>
    feedPage(deps, requireUser(request), request.query),
  );

  app.get('/api/community/top', { schema: { response: { 200: ZTopPost } } }, async (request) => ({
    post: await topPost(deps, requireUser(request)),
  }));

  app.post('/api/community', { schema: { body: ZCreatePost, response: { 201: withCare(ZPost) } } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await createPost(deps, user, request.body));
  });

  app.delete('/api/community/:postId', { schema: { params: ZPostIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deletePost(deps, requireUser(request), request.params.postId);
    return { message: 'Post deleted' };
  });

  app.post(
    '/api/community/:postId/like',
    { schema: { params: ZPostIdParams, response: { 200: ZLikeResult } }, config: { rateLimit: userRouteLimit(deps.rateLimits.reactions) } },
    async (request) => toggleLike(deps, requireUser(request), request.params.postId),
  );

  app.post(
    '/api/community/:postId/prayed',
    {
      schema: { params: ZPostIdParams, response: { 200: ZPrayedForResult } },
      config: { rateLimit: userRouteLimit(deps.rateLimits.reactions) },
    },
    async (request) => togglePrayedFor(deps, requireUser(request), request.params.postId),
  );

  app.put(
    '/api/community/:postId/answered',
    { schema: { params: ZPostIdParams, body: ZAnswerPost, response: { 200: ZAnsweredPostResult } } },
    async (request) => markPostAnswered(deps, requireUser(request), request.params.postId, request.body.answered),
  );

  app.get('/api/community/:postId/comments', { schema: { params: ZPostIdParams, response: { 200: z.array(ZComment) } } }, async (request) =>
    listComments(deps, requireUser(request), request.params.postId),
  );

  app.post(
    '/api/community/:postId/comments',
    { schema: { params: ZPostIdParams, body: ZCreateComment, response: { 201: withCare(ZComment) } } },
    async (request, reply) => {
      const user = requireSelf(request, request.body.userId);
      return reply.status(201).send(await addComment(deps, user, request.params.postId, request.body));
    },
  );

  app.delete(
    '/api/community/comments/:commentId',
    { schema: { params: ZCommentIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteComment(deps, requireUser(request), request.params.commentId);
      return { message: 'Comment deleted' };
    },
  );
};
