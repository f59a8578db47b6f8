import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { withCare } from '../../../contract/care.js';
import { ZEntryDays, ZIdParams, ZMessage, ZUserListQuery, ZUserMonthQuery } from '../../../contract/common.js';
import { ZCreateGratitude, ZGratitude } from '../../../contract/gratitudes.js';
import { createOnce } from '../../platform/idempotency.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createGratitude, deleteGratitude, gratitudeDays, listGratitudes } from './service.js';

export const gratitudeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/gratitudes', { schema: { querystring: ZUserListQuery, response: { 200: z.array(ZGratitude) } } }, async (request) =>
    listGratitudes(deps, requireSelf(request, request.query.userId), request.query),
  );

  app.get('/api/gratitudes/days', { schema: { querystring: ZUserMonthQuery, response: { 200: ZEntryDays } } }, async (request) =>
    gratitudeDays(deps, requireSelf(request, request.query.userId), request.query.month),
  );

  app.post('/api/gratitudes', { schema: { body: ZCreateGratitude, response: { 201: withCare(ZGratitude) } } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    // Retry-safe (Idempotency-Key) and dated when it was written (X-Written-At): offline writes sync exactly once.
    return reply.status(201).send(await createOnce(deps, request, user.id, (d) => createGratitude(d, user, request.body)));
  });

  app.delete('/api/gratitudes/:id', { schema: { params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deleteGratitude(deps, requireUser(request), request.params.id);
    return { message: 'Gratitude deleted' };
  });
};
