import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTranslationQuery } from '../../../contract/bible.js';
import { ZIdParams, ZUserIdQuery } from '../../../contract/common.js';
import { ZMeditationListQuery } from '../../../contract/meditation.js';
import { ZFavoriteBody, ZScriptureQuery } from '../../../contract/scripture.js';
import { readerTranslation } from '../../platform/bible.js';
import { assertSelf, requireSelf, requireUser } from '../../platform/session.js';
import { sendAudio } from './audio.js';
import { meditationEntries, meditationList, searchMeditations } from './catalogue.js';
import { dailyMeditation, favoriteMeditations, meditationById, toggleMeditationFavorite } from './service.js';

export const meditationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // Every meditation (id, title, scripture, excerpt, content) in the reader's translation; ?q= searches titles, passages and scripts.
  app.get('/api/meditations', { schema: { querystring: ZMeditationListQuery } }, async (request) => {
    const translation = readerTranslation(request.user, request.query.translation);
    const q = request.query.q;
    return q ? searchMeditations(q, translation) : meditationList(translation);
  });

  // How many meditations there are (the public page says so without loading every script).
  app.get('/api/meditations/count', async () => ({ count: meditationEntries().length }));

  app.get('/api/meditations/daily', { schema: { querystring: ZScriptureQuery } }, async (request) => {
    if (request.query.userId !== undefined) assertSelf(requireUser(request), request.query.userId);
    return dailyMeditation(deps, request.user?.timeZone ?? 'UTC', readerTranslation(request.user, request.query.translation));
  });

  app.get('/api/meditations/favorites/:userId', { schema: { params: ZUserIdQuery } }, async (request) => {
    const user = requireSelf(request, request.params.userId);
    return favoriteMeditations(deps, user.id);
  });

  app.get('/api/meditations/:id', { schema: { params: ZIdParams, querystring: ZTranslationQuery } }, async (request) =>
    meditationById(request.params.id, readerTranslation(request.user, request.query.translation)),
  );

  app.post('/api/meditations/:id/favorite', { schema: { params: ZIdParams, body: ZFavoriteBody } }, async (request) => {
    const user = requireSelf(request, request.body.userId);
    return toggleMeditationFavorite(deps, user.id, request.params.id);
  });

  app.get('/api/meditation/audio', (request, reply) => sendAudio(request, reply));
};
