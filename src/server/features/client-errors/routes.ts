import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZClientErrorReport } from '../../../contract/client-errors.js';
import { routeLimit } from '../../platform/rate-limits.js';
import { recordClientError } from './service.js';

/** The web app reports its own failures here, signed in or not, so problems in browsers are seen. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-errors',
    {
      schema: { body: ZClientErrorReport, response: { 204: z.null().check(z.describe('Recorded')) } },
      config: { rateLimit: routeLimit(app.deps.rateLimits.clientErrors) },
    },
    async (request, reply) => {
      recordClientError(request.log, request.body);
      return reply.status(204).send(null);
    },
  );
};
