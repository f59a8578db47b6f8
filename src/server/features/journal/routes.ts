import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZIdParams, ZMessage, ZUserListQuery } from '../../../contract/common.js';
import { withCare } from '../../../contract/care.js';
import { ZJournalEntry, ZJournalInput } from '../../../contract/journal.js';
import { createOnce } from '../../platform/idempotency.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createJournalEntry, deleteJournalEntry, getJournalEntry, listJournal, updateJournalEntry } from './service.js';

export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/journal', { schema: { querystring: ZUserListQuery, response: { 200: z.array(ZJournalEntry) } } }, async (request) =>
    listJournal(deps, requireSelf(request, request.query.userId), request.query),
  );

  app.get('/api/journal/:id', { schema: { params: ZIdParams, response: { 200: ZJournalEntry } } }, async (request) =>
    getJournalEntry(deps, requireUser(request), request.params.id),
  );

  app.post('/api/journal', { schema: { body: ZJournalInput, response: { 201: withCare(ZJournalEntry) } } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    // Retry-safe (Idempotency-Key) and dated when it was written (X-Written-At): offline writes sync exactly once.
    return reply.status(201).send(await createOnce(deps, request, user.id, (d) => createJournalEntry(d, user, request.body)));
  });

  app.put(
    '/api/journal/:id',
    { schema: { params: ZIdParams, body: ZJournalInput, response: { 200: withCare(ZJournalEntry) } } },
    async (request) => {
      const user = requireSelf(request, request.body.userId);
      return updateJournalEntry(deps, user, request.params.id, request.body);
    },
  );

  app.delete('/api/journal/:id', { schema: { params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    await deleteJournalEntry(deps, requireUser(request), request.params.id);
    return { message: 'Journal entry deleted' };
  });
};
