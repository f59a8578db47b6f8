import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZMessage } from '../../../contract/common.js';
import { ZDeleteAccount, ZUserExport } from '../../../contract/users.js';
import { clearSessionCookie, requireSelf } from '../../platform/session.js';
import { deleteAccount, exportUserData } from './service.js';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/users/:id/export', { schema: { params: ZIdParams, response: { 200: ZUserExport } } }, async (request, reply) => {
    const user = requireSelf(request, request.params.id);
    const day = deps.now().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="lamplight-data-${user.username}-${day}.json"`);
    return exportUserData(deps, user);
  });

  app.delete(
    '/api/users/:id',
    { schema: { params: ZIdParams, body: ZDeleteAccount, response: { 200: ZMessage } } },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id);
      await deleteAccount(deps, user, request.body.password, request.ip);
      clearSessionCookie(reply, deps.config.secureCookies);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );
};
