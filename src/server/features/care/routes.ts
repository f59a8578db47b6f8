import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCareCheck, ZCareCheckResult } from '../../../contract/care.js';
import { careFor } from '../../domain/care/index.js';
import { requireUser } from '../../platform/session.js';

/**
 * A draft checked before it is published (community posts and comments), so the author sees the card first and
 * may still post. Signed in only; the text is read, answered and forgotten, never stored or logged.
 */
export const careRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/care/check', { schema: { body: ZCareCheck, response: { 200: ZCareCheckResult } } }, async (request) => ({
    care: careFor(request.body.text, requireUser(request)),
  }));
};
