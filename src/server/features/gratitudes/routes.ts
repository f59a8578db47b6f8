import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUserListQuery } from '../../../contract/common.js';
import { ZCreateGratitude } from '../../../contract/gratitudes.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createGratitude, deleteGratitude, listGratitudes } from './service.js';

export const gratitudeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/gratitudes', { schema: { querystring: ZUserListQuery } }, async (request) =>
    listGratitudes(deps, requireSelf(request, request.query.userId), request.query.limit),
  );

  app.post('/api/gratitudes', { schema: { body: ZCreateGratitude } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await createGratitude(deps, user, request.body));
  });

  app.delete('/api/gratitudes/:id', { schema: { params: ZIdParams } }, async (request) => {
    await deleteGratitude(deps, requireUser(request), request.params.id);
    return { message: 'Gratitude deleted' };
  });
};
