import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from '../../../contract/auth.js';
import { clearSessionCookie, endSession, requireUser, startSession, toApiUser } from '../../platform/session.js';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const sessionDeps = { db: deps.db, now: deps.now, secureCookies: deps.config.secureCookies };

  app.post('/api/auth/register', { schema: { body: ZRegister } }, async (request, reply) => {
    const user = await registerUser(deps, request.body);
    await startSession(sessionDeps, reply, user.id);
    return reply.status(201).send(toApiUser(user));
  });

  app.post('/api/auth/login', { schema: { body: ZLogin } }, async (request, reply) => {
    const user = await authenticate(deps, request.body, request.ip);
    await startSession(sessionDeps, reply, user.id);
    return toApiUser(user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionTokenHash) await endSession(deps.db, request.sessionTokenHash);
    clearSessionCookie(reply, deps.config.secureCookies);
    return { message: 'Signed out' };
  });

  app.get('/api/auth/me', async (request) => toApiUser(requireUser(request)));

  app.post('/api/auth/forgot-password', { schema: { body: ZForgotPassword } }, async (request) => {
    await requestPasswordReset(deps, request.body.email, request.log);
    return { message: 'If an account exists for that email, a reset link is on its way.' };
  });

  app.post('/api/auth/reset-password', { schema: { body: ZResetPassword } }, async (request) => {
    await resetPassword(deps, request.body.token, request.body.newPassword);
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  });
};
