import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUser } from '../../../contract/auth.js';
import { ZIdParams, ZMessage } from '../../../contract/common.js';
import { ZChangePassword, ZOnboarding, ZPreferences, ZUpdatePreferences, ZUpdateUser } from '../../../contract/users.js';
import { requireSelf, toApiUser } from '../../platform/session.js';
import { changePassword, getPreferences, setOnboardingCompleted, updatePreferences, updateUser } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/users/:id', { schema: { params: ZIdParams, response: { 200: ZUser } } }, async (request) =>
    toApiUser(requireSelf(request, request.params.id)),
  );

  app.put('/api/users/:id', { schema: { params: ZIdParams, body: ZUpdateUser, response: { 200: ZUser } } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    const updated = await updateUser(deps, user, request.body, { ip: request.ip, sessionTokenHash: request.sessionTokenHash });
    deps.events.publish({ userId: user.id, topics: ['user'] });
    return toApiUser(updated);
  });

  app.put('/api/users/:id/onboarding', { schema: { params: ZIdParams, body: ZOnboarding, response: { 200: ZUser } } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    const updated = await setOnboardingCompleted(deps, user, request.body.completed);
    deps.events.publish({ userId: user.id, topics: ['user'] });
    return toApiUser(updated);
  });

  app.put(
    '/api/users/:id/change-password',
    { schema: { params: ZIdParams, body: ZChangePassword, response: { 200: ZMessage } } },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      await changePassword(deps, user, request.ip, request.sessionTokenHash, request.body.currentPassword, request.body.newPassword);
      return { message: 'Password changed' };
    },
  );

  app.get('/api/preferences/:id', { schema: { params: ZIdParams, response: { 200: ZPreferences } } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    return getPreferences(deps, user.id);
  });

  app.put(
    '/api/preferences/:id',
    { schema: { params: ZIdParams, body: ZUpdatePreferences, response: { 200: ZPreferences } } },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      requireSelf(request, request.body.userId);
      const prefs = await updatePreferences(deps, user.id, request.body);
      deps.events.publish({ userId: user.id, topics: ['preferences'] });
      return prefs;
    },
  );
};
