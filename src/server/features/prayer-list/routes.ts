import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCare } from '../../../contract/care.js';
import { z } from 'zod/mini';
import { ZIdParams, ZMessage, ZUserIdQuery } from '../../../contract/common.js';
import {
  ZAnswerPrayerRequest,
  ZIncludeInPrayer,
  ZPrayedResult,
  ZPrayerListQuery,
  ZPrayerRequest,
  ZPrayerToday,
  ZSavePrayerRequest,
} from '../../../contract/prayer-list.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import {
  answerPrayerRequest,
  deletePrayerRequest,
  listPrayerRequests,
  markPrayed,
  prayerToday,
  savePrayerRequest,
  setIncludeInPrayer,
  setPrayerRequestStatus,
} from './service.js';

/**
 * The private prayer list. Nothing here is sent to a language model, except the name of a request its owner
 * turned "Include in my daily prayer" on for (decision 056).
 */
export const prayerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/prayer-list', { schema: { querystring: ZPrayerListQuery, response: { 200: z.array(ZPrayerRequest) } } }, async (request) =>
    listPrayerRequests(deps, requireSelf(request, request.query.userId), request.query.status),
  );

  app.get('/api/prayer-list/today', { schema: { querystring: ZUserIdQuery, response: { 200: ZPrayerToday } } }, async (request) =>
    prayerToday(deps, requireSelf(request, request.query.userId)),
  );

  app.post(
    '/api/prayer-list',
    { schema: { body: ZSavePrayerRequest, response: { 201: withCare(ZPrayerRequest) } } },
    async (request, reply) => {
      const user = requireSelf(request, request.body.userId);
      return reply.status(201).send(await savePrayerRequest(deps, user, request.body));
    },
  );

  app.put(
    '/api/prayer-list/:id',
    { schema: { params: ZIdParams, body: ZSavePrayerRequest, response: { 200: withCare(ZPrayerRequest) } } },
    async (request) => savePrayerRequest(deps, requireSelf(request, request.body.userId), request.body, request.params.id),
  );

  app.post('/api/prayer-list/:id/prayed', { schema: { params: ZIdParams, response: { 200: ZPrayedResult } } }, async (request) =>
    markPrayed(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/api/prayer-list/:id/answered',
    { schema: { params: ZIdParams, body: ZAnswerPrayerRequest, response: { 200: ZPrayerRequest } } },
    async (request) => answerPrayerRequest(deps, requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/prayer-list/:id/include',
    { schema: { params: ZIdParams, body: ZIncludeInPrayer, response: { 200: ZPrayerRequest } } },
    async (request) => setIncludeInPrayer(deps, requireSelf(request, request.body.userId), request.params.id, request.body.include),
  );

  app.post('/api/prayer-list/:id/archive', { schema: { params: ZIdParams, response: { 200: ZPrayerRequest } } }, async (request) =>
    setPrayerRequestStatus(deps, requireUser(request), request.params.id, 'archived'),
  );

  app.post('/api/prayer-list/:id/restore', { schema: { params: ZIdParams, response: { 200: ZPrayerRequest } } }, async (request) =>
    setPrayerRequestStatus(deps, requireUser(request), request.params.id, 'active'),
  );

  app.delete('/api/prayer-list/:id', { schema: { params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deletePrayerRequest(deps, requireUser(request), request.params.id);
    return { message: 'Prayer request deleted' };
  });
};
