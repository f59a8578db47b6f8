import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessage } from '../../../contract/common.js';
import { ZPushDevices, ZPushDevicesQuery, ZPushPublicKey, ZPushSubscriptionInput, ZPushUnsubscribe } from '../../../contract/push.js';
import { requireUser } from '../../platform/session.js';
import { devices, subscribe, unsubscribe } from './service.js';

/** Web Push subscriptions of the signed-in person's devices (reminders, decision 083). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/push/public-key', { schema: { response: { 200: ZPushPublicKey } } }, async () => ({ publicKey: deps.push.publicKey }));

  app.get('/api/push/subscriptions', { schema: { querystring: ZPushDevicesQuery, response: { 200: ZPushDevices } } }, async (request) =>
    devices(deps, requireUser(request), request.query.endpoint),
  );

  app.post('/api/push/subscriptions', { schema: { body: ZPushSubscriptionInput, response: { 201: ZMessage } } }, async (request, reply) => {
    await subscribe(deps, requireUser(request), request.body);
    return reply.status(201).send({ message: 'Reminders will come to this device' });
  });

  app.delete('/api/push/subscriptions', { schema: { body: ZPushUnsubscribe, response: { 200: ZMessage } } }, async (request) => {
    await unsubscribe(deps, requireUser(request), request.body.endpoint);
    return { message: 'Reminders will no longer come to this device' };
  });
};
