import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBibleSearch, ZBibleSearchQuery, ZPassage, ZPassageQuery } from '../../../contract/bible.js';
import { lookupPassage, readerTranslation, toApiPassage } from '../../domain/bible.js';
import { searchBible } from '../../domain/bible-search.js';
import { sendCacheable } from '../../platform/http-cache.js';
import { routeLimit } from '../../platform/rate-limits.js';

/** The Bible itself: open to everyone, in the reader's translation (signed out: WEB, or ?translation=). */
export const bibleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Shipped text: with ?translation= it depends on the address alone; without, on the reader's setting too.
  app.get('/api/bible/passage', { schema: { querystring: ZPassageQuery, response: { 200: ZPassage } } }, async (request, reply) => {
    const translation = readerTranslation(request.user, request.query.translation);
    const passage = toApiPassage(lookupPassage(request.query.ref, translation));
    return sendCacheable(request, reply, passage, request.query.translation ? 'release' : 'revalidate');
  });

  app.get(
    '/api/bible/search',
    {
      schema: { querystring: ZBibleSearchQuery, response: { 200: ZBibleSearch } },
      config: { rateLimit: routeLimit(app.deps.rateLimits.bibleSearch) },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      return searchBible({ q, page, pageSize, translation: readerTranslation(request.user, request.query.translation) });
    },
  );
};
