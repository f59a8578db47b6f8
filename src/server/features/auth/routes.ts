import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword, ZSession, ZUser, type TSession } from '../../../contract/auth.js';
import { ZMessage } from '../../../contract/common.js';
import { routeLimit } from '../../platform/rate-limits.js';
import { clearSessionCookie, endSession, requireUser, startSession, toApiUser } from '../../platform/session.js';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const sessionDeps = { db: deps.db, now: deps.now, secureCookies: deps.config.secureCookies };

  app.post(
    '/api/auth/register',
    { schema: { body: ZRegister, response: { 201: ZUser } }, config: { rateLimit: routeLimit(deps.rateLimits.register) } },
    async (request, reply) => {
      const user = await registerUser(deps, request.body);
      await startSession(sessionDeps, reply, user.id);
      return reply.status(201).send(toApiUser(user));
    },
  );

  app.post('/api/auth/login', { schema: { body: ZLogin, response: { 200: ZUser } } }, async (request, reply) => {
    const user = await authenticate(deps, request.body, request.ip);
    await startSession(sessionDeps, reply, user.id);
    return toApiUser(user);
  });

  app.post('/api/auth/logout', { schema: { response: { 200: ZMessage } } }, async (request, reply) => {
    if (request.sessionTokenHash) await endSession(deps.db, request.sessionTokenHash);
    clearSessionCookie(reply, deps.config.secureCookies);
    return { message: 'Signed out' };
  });

  app.get('/api/auth/me', { schema: { response: { 200: ZUser } } }, async (request) => toApiUser(requireUser(request)));

  // What the app asks at start-up: signed out is a normal answer, so a visitor's console shows no error.
  app.get('/api/auth/session', { schema: { response: { 200: ZSession } } }, async (request): Promise<TSession> => ({
    user: request.user ? toApiUser(request.user) : null,
  }));

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: ZForgotPassword, response: { 200: ZMessage } }, config: { rateLimit: routeLimit(deps.rateLimits.forgotPassword) } },
    async (request) => {
      requestPasswordReset(deps, request.body.email);
      return { message: 'If an account exists for that email, a reset link is on its way.' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ZResetPassword, response: { 200: ZMessage } }, config: { rateLimit: routeLimit(deps.rateLimits.resetPassword) } },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );
};
