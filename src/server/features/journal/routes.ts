import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUserListQuery } from '../../../contract/common.js';
import { ZJournalInput } from '../../../contract/journal.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { createJournalEntry, deleteJournalEntry, getJournalEntry, listJournal, updateJournalEntry } from './service.js';

export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/journal', { schema: { querystring: ZUserListQuery } }, async (request) =>
    listJournal(deps, requireSelf(request, request.query.userId), request.query.limit),
  );

  app.get('/api/journal/:id', { schema: { params: ZIdParams } }, async (request) => getJournalEntry(deps, requireUser(request), request.params.id));

  app.post('/api/journal', { schema: { body: ZJournalInput } }, async (request, reply) => {
    const user = requireSelf(request, request.body.userId);
    return reply.status(201).send(await createJournalEntry(deps, user, request.body));
  });

  app.put('/api/journal/:id', { schema: { params: ZIdParams, body: ZJournalInput } }, async (request) => {
    const user = requireSelf(request, request.body.userId);
    return updateJournalEntry(deps, user, request.params.id, request.body);
  });

  app.delete('/api/journal/:id', { schema: { params: ZIdParams } }, async (request) => {
    await deleteJournalEntry(deps, requireUser(request), request.params.id);
    return { message: 'Journal entry deleted' };
  });
};
