import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZIdParams, ZMessage, ZUserIdQuery } from '../../../contract/common.js';
import {
  ZGeneratePrayer,
  ZPrayer,
  ZPrayerListQuery,
  ZPrayerNameAnswer,
  ZPrayerReadiness,
  ZSavePrayerName,
} from '../../../contract/prayer.js';
import { withCare } from '../../../contract/care.js';
import { requirePremium } from '../../domain/premium.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { deletePrayer, generatePrayer, listPrayers, prayerReadiness, savePrayerName } from './service.js';
import { voiceRoutes } from './voice-routes.js';

export const prayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(voiceRoutes);

  app.post('/api/prayer-assistant', { schema: { body: ZGeneratePrayer, response: { 200: withCare(ZPrayer) } } }, async (request) => {
    // The order of checks: who (401/403), premium (402), then readiness (409) and today's limit (429) in the service.
    const user = requireSelf(request, request.body.userId);
    await requirePremium(deps, user.id);
    return generatePrayer(deps, user, request.body, request.log);
  });

  app.get(
    '/api/prayer-assistant/readiness',
    { schema: { querystring: ZUserIdQuery, response: { 200: ZPrayerReadiness } } },
    async (request) => prayerReadiness(deps, requireSelf(request, request.query.userId)),
  );

  app.get(
    '/api/prayer-assistant/prayers',
    { schema: { querystring: ZPrayerListQuery, response: { 200: z.array(ZPrayer) } } },
    async (request) => listPrayers(deps, requireSelf(request, request.query.userId), request.query),
  );

  app.delete('/api/prayer-assistant/prayers/:id', { schema: { params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deletePrayer(deps, requireUser(request), request.params.id);
    return { message: 'Prayer deleted' };
  });

  app.put('/api/prayer-assistant/name', { schema: { body: ZSavePrayerName, response: { 200: ZPrayerNameAnswer } } }, async (request) =>
    savePrayerName(deps, requireSelf(request, request.body.userId), request.body.name),
  );

  app.delete(
    '/api/prayer-assistant/name',
    { schema: { querystring: ZUserIdQuery, response: { 200: ZPrayerNameAnswer } } },
    async (request) => savePrayerName(deps, requireSelf(request, request.query.userId), null),
  );
};
