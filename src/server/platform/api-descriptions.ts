import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ZUserListQuery } from '../../contract/common.js';
import { ZFeedQuery } from '../../contract/community.js';
import { ZBibleConnection, ZPrayerListQuery } from '../../contract/prayer.js';

/**
 * Where the API's shapes differ from the product specification's (a client written to the specification reads
 * these in the OpenAPI document). Kept on the server: the descriptions would only add bytes to the web app's bundle.
 */
const PAGED =
  'A page at a time, newest first, where the specification returns the whole list: pass `before` (the id of the last item ' +
  'you have) for the page after it, and `limit` for its size. A page shorter than `limit` is the last.';

const ROUTE_DESCRIPTIONS: Record<string, string> = {
  'GET /api/journal': PAGED,
  'GET /api/moods': PAGED,
  'GET /api/gratitudes': PAGED,
  'GET /api/community': PAGED,
  'GET /api/prayer-list': PAGED,
  'GET /api/prayer-assistant/prayers': PAGED,
  'POST /api/prayer-assistant':
    "The prayer for the person's day. `bibleConnection` is an object (the verse's reference, its text in the reader's " +
    'translation, the translation and why it fits today), where the specification has a text.',
};

const FIELD_DESCRIPTIONS: [z.core.$ZodType, string][] = [
  [
    ZBibleConnection,
    "An object where the specification has a text: the verse's `reference`, its `text` in the reader's translation, " +
      'the `translation`, and an `explanation` of why it speaks to today.',
  ],
  ...[ZUserListQuery, ZFeedQuery, ZPrayerListQuery].flatMap((query): [z.core.$ZodType, string][] => [
    [query.shape.before, 'The id of the last item already shown: the page holds the items before it. Omit it for the newest.'],
    [query.shape.limit, 'How many items the page holds.'],
  ]),
];

/** Adds the descriptions to the routes and schemas of the OpenAPI document; call before any route is registered. */
for (const [schema, description] of FIELD_DESCRIPTIONS) z.globalRegistry.add(schema, { description });

export function describeApiDifferences(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const description = methods.map((method) => ROUTE_DESCRIPTIONS[`${method} ${route.url}`]).find(Boolean);
    if (description && route.schema) route.schema = { ...route.schema, description };
  });
}

/** The routes described here, so a test can check each still exists. */
export const DESCRIBED_ROUTES = Object.keys(ROUTE_DESCRIPTIONS);
