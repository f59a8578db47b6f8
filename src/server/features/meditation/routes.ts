import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTranslationQuery } from '../../../contract/bible.js';
import { ZIdParams, ZUserIdQuery } from '../../../contract/common.js';
import { z } from 'zod/mini';
import {
  ZMeditation,
  ZMeditationCount,
  ZMeditationListItem,
  ZMeditationListQuery,
  ZMeditationSummary,
} from '../../../contract/meditation.js';
import { ZFavoriteAnswer, ZFavoriteBody, ZScriptureQuery } from '../../../contract/scripture.js';
import { readerTranslation } from '../../domain/bible.js';
import { sendCacheable } from '../../platform/http-cache.js';
import { assertSelf, requireSelf, requireUser } from '../../platform/session.js';
import { sendAudio } from './audio.js';
import { meditationEntries, meditationList, searchMeditations } from './catalogue.js';
import { dailyMeditation, favoriteMeditations, meditationById, toggleMeditationFavorite } from './service.js';

const AUDIO_RESPONSE = { description: 'The ambient track (WAV)', content: { 'audio/wav': { schema: z.string() } } };

export const meditationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // Every meditation (id, title, scripture, excerpt, content) in the reader's translation; ?q= searches titles, passages and scripts.
  app.get(
    '/api/meditations',
    { schema: { querystring: ZMeditationListQuery, response: { 200: z.array(ZMeditationListItem) } } },
    async (request, reply) => {
      const translation = readerTranslation(request.user, request.query.translation);
      const q = request.query.q;
      const list = q ? searchMeditations(q, translation) : meditationList(translation);
      return sendCacheable(request, reply, list, request.query.translation ? 'release' : 'revalidate');
    },
  );

  // How many meditations there are (the public page says so without loading every script).
  app.get('/api/meditations/count', { schema: { response: { 200: ZMeditationCount } } }, async (request, reply) =>
    sendCacheable(request, reply, { count: meditationEntries().length }, 'release'),
  );

  app.get(
    '/api/meditations/daily',
    { schema: { querystring: ZScriptureQuery, response: { 200: ZMeditation } } },
    async (request, reply) => {
      if (request.query.userId !== undefined) assertSelf(requireUser(request), request.query.userId);
      const meditation = dailyMeditation(deps, request.user?.timeZone ?? 'UTC', readerTranslation(request.user, request.query.translation));
      // Today's meditation depends on the reader's day: their browser asks again each time.
      return sendCacheable(request, reply, meditation, 'revalidate');
    },
  );

  app.get(
    '/api/meditations/favorites/:userId',
    { schema: { params: ZUserIdQuery, response: { 200: z.array(ZMeditationSummary) } } },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      return favoriteMeditations(deps, user.id);
    },
  );

  app.get(
    '/api/meditations/:id',
    { schema: { params: ZIdParams, querystring: ZTranslationQuery, response: { 200: ZMeditation } } },
    async (request, reply) => {
      const meditation = meditationById(request.params.id, readerTranslation(request.user, request.query.translation));
      return sendCacheable(request, reply, meditation, request.query.translation ? 'release' : 'revalidate');
    },
  );

  app.post(
    '/api/meditations/:id/favorite',
    { schema: { params: ZIdParams, body: ZFavoriteBody, response: { 200: ZFavoriteAnswer } } },
    async (request) => {
      const user = requireSelf(request, request.body.userId);
      return toggleMeditationFavorite(deps, user.id, request.params.id);
    },
  );

  // A WAV file with byte ranges (206 for a range), not JSON.
  app.get(
    '/api/meditation/audio',
    { schema: { response: { 200: AUDIO_RESPONSE, 206: AUDIO_RESPONSE } } },
    (request, reply) => void sendAudio(request, reply),
  );
};
