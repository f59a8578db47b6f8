import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseReference } from '../../../contract/bible-reference.js';
import { ZIdParams, ZUserIdQuery } from '../../../contract/common.js';
import { z } from 'zod/mini';
import {
  ZFavoriteAnswer,
  ZFavoriteBody,
  ZInterpretation,
  ZPassageContextQuery,
  ZScripture,
  ZScriptureQuery,
} from '../../../contract/scripture.js';
import { ZTranslationQuery } from '../../../contract/bible.js';
import { lookupPassage, passageOf, readerTranslation } from '../../domain/bible.js';
import { badRequest } from '../../platform/errors.js';
import { userRouteLimit } from '../../platform/rate-limits.js';
import { assertSelf, requireSelf, requireUser } from '../../platform/session.js';
import { scriptureList } from '../../domain/scriptures.js';
import { interpretPassage } from './interpretation.js';
import { dailyScripture, favoriteScriptures, requireScripture, toggleScriptureFavorite } from './service.js';

export const scriptureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/scriptures', { schema: { querystring: ZTranslationQuery, response: { 200: z.array(ZScripture) } } }, async (request) =>
    scriptureList(readerTranslation(request.user, request.query.translation)),
  );

  // Signed in: the user's local day. Signed out: the day in UTC.
  app.get('/api/scriptures/daily', { schema: { querystring: ZScriptureQuery, response: { 200: ZScripture } } }, async (request) => {
    if (request.query.userId !== undefined) assertSelf(requireUser(request), request.query.userId);
    const translation = readerTranslation(request.user, request.query.translation);
    return dailyScripture(deps, request.user?.timeZone ?? 'UTC', translation);
  });

  app.get(
    '/api/scriptures/favorites/:userId',
    { schema: { params: ZUserIdQuery, querystring: ZTranslationQuery, response: { 200: z.array(ZScripture) } } },
    async (request) => {
      const user = requireSelf(request, request.params.userId);
      return favoriteScriptures(deps, user.id, readerTranslation(user, request.query.translation));
    },
  );

  app.post(
    '/api/scriptures/:id/favorite',
    { schema: { params: ZIdParams, body: ZFavoriteBody, response: { 200: ZFavoriteAnswer } } },
    async (request) => {
      const user = requireSelf(request, request.body.userId);
      return toggleScriptureFavorite(deps, user.id, request.params.id);
    },
  );

  app.get(
    '/api/scriptures/:id/interpretation',
    { schema: { params: ZIdParams, querystring: ZTranslationQuery, response: { 200: ZInterpretation } } },
    async (request) => {
      const user = requireUser(request);
      const scripture = requireScripture(request.params.id, readerTranslation(user, request.query.translation));
      return interpretPassage(deps, passageOf(parseReference(scripture.verse), scripture.translation), request.log);
    },
  );

  // Any passage of the Bible, from search results and the chapter reader. Signed in, and limited per person: with a
  // model configured, a passage asked for the first time is a paid call.
  app.get(
    '/api/bible/context',
    {
      schema: { querystring: ZPassageContextQuery, response: { 200: ZInterpretation } },
      config: { rateLimit: userRouteLimit(deps.rateLimits.passageContext) },
    },
    async (request) => {
      const user = requireUser(request);
      const passage = lookupPassage(request.query.ref, readerTranslation(user, request.query.translation));
      if (passage.ref.endChapter !== undefined && passage.ref.endChapter !== passage.ref.chapter)
        throw badRequest('Choose a passage within one chapter, such as Romans 8 or Romans 8:28-39.');
      return interpretPassage(deps, passage, request.log);
    },
  );
};
