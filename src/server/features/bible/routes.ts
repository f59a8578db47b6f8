import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBibleSearchQuery, ZPassageQuery } from '../../../contract/bible.js';
import { lookupPassage, readerTranslation, toApiPassage } from '../../platform/bible.js';
import { searchBible } from '../../platform/bible-search.js';

/** The Bible itself: open to everyone, in the reader's translation (signed out: WEB, or ?translation=). */
export const bibleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/bible/passage', { schema: { querystring: ZPassageQuery } }, async (request) => {
    const translation = readerTranslation(request.user, request.query.translation);
    return toApiPassage(lookupPassage(request.query.ref, translation));
  });

  app.get('/api/bible/search', { schema: { querystring: ZBibleSearchQuery } }, async (request) => {
    const { q, page, pageSize } = request.query;
    return searchBible({ q, page, pageSize, translation: readerTranslation(request.user, request.query.translation) });
  });
};
