import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseReference } from '../../../contract/bible-reference.js';
import { ZIdParams, ZUserIdQuery } from '../../../contract/common.js';
import { ZFavoriteBody, ZScriptureQuery } from '../../../contract/scripture.js';
import { ZTranslationQuery } from '../../../contract/bible.js';
import { passageOf, readerTranslation } from '../../platform/bible.js';
import { assertSelf, requireSelf, requireUser } from '../../platform/session.js';
import { scriptureList } from './catalogue.js';
import { interpretPassage } from './interpretation.js';
import { dailyScripture, favoriteScriptures, requireScripture, toggleScriptureFavorite } from './service.js';

export const scriptureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/scriptures', { schema: { querystring: ZTranslationQuery } }, async (request) => scriptureList(readerTranslation(request.user, request.query.translation)));

  // Signed in: the user's local day. Signed out: the day in UTC.
  app.get('/api/scriptures/daily', { schema: { querystring: ZScriptureQuery } }, async (request) => {
    if (request.query.userId !== undefined) assertSelf(requireUser(request), request.query.userId);
    const translation = readerTranslation(request.user, request.query.translation);
    return dailyScripture(deps, request.user?.timeZone ?? 'UTC', translation);
  });

  app.get('/api/scriptures/favorites/:userId', { schema: { params: ZUserIdQuery, querystring: ZTranslationQuery } }, async (request) => {
    const user = requireSelf(request, request.params.userId);
    return favoriteScriptures(deps, user.id, readerTranslation(user, request.query.translation));
  });

  app.post('/api/scriptures/:id/favorite', { schema: { params: ZIdParams, body: ZFavoriteBody } }, async (request) => {
    const user = requireSelf(request, request.body.userId);
    return toggleScriptureFavorite(deps, user.id, request.params.id);
  });

  app.get('/api/scriptures/:id/interpretation', { schema: { params: ZIdParams, querystring: ZTranslationQuery } }, async (request) => {
    const user = requireUser(request);
    const scripture = requireScripture(request.params.id, readerTranslation(user, request.query.translation));
    return interpretPassage(deps, passageOf(parseReference(scripture.verse), scripture.translation), request.log);
  });
};
