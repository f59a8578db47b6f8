import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/common.js';
import { ZRecordCompletion, type TCompletion } from '../../../contract/progress.js';
import { completionsToday, recordCompletion, type Completion } from '../../platform/progress.js';
import { requireSelf } from '../../platform/session.js';

const toApi = (c: Completion): TCompletion => ({ id: c.id, type: c.type as TCompletion['type'], contentId: c.contentId, day: c.day, date: c.completedAt.toISOString() });

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/users/:id/completions', { schema: { params: ZIdParams } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    return completionsToday(deps, user);
  });

  // Once per user, activity and local day: a repeat answers 200 with the existing record.
  app.post('/api/users/:id/completions', { schema: { params: ZIdParams, body: ZRecordCompletion } }, async (request, reply) => {
    const user = requireSelf(request, request.params.id);
    requireSelf(request, request.body.userId);
    const { completion, created } = await recordCompletion(deps, user, request.body.type, request.body.contentId);
    return reply.status(created ? 201 : 200).send(toApi(completion));
  });
};
