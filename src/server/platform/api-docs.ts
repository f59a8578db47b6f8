import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZErrorBody } from '../../contract/common.js';
import { describeApiDifferences } from './api-descriptions.js';

/** The OpenAPI document of every API route, generated from the routes' zod schemas. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The browsable page (development only: `API_DOCS_UI=1`, which `npm run dev` sets). */
export const DOCS_UI_PREFIX = '/api/docs';

/**
 * Every /api route must say what it answers (`schema.response`, from `src/contract`): the answer is then
 * checked and serialized by its schema, so a field a service adds by mistake never leaks, and the OpenAPI
 * document describes it. A route without one stops the server at start-up, naming the route. Error answers
 * get the one error body here, so they needn't be repeated on every route.
 */
export function requireResponseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_UI_PREFIX)) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || Object.keys(response).length === 0) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`${method} ${route.url} declares no response schema: add schema.response (from src/contract) to the route.`);
    }
    route.schema = { ...route.schema, response: { '4xx': ZErrorBody, '5xx': ZErrorBody, ...response } };
  });
}

/** Collects the routes for the OpenAPI document; call before any route is registered. */
export async function registerApiDocs(app: FastifyInstance, opts: { version: string; ui: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lamplight API',
        version: opts.version,
        description:
          'The API of the Lamplight web app. Signed-in calls send the session cookie; changing calls must be JSON and same-origin.',
      },
    },
    transform: jsonSchemaTransform,
  });
  describeApiDifferences(app);
  app.get(OPENAPI_PATH, { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } }, async () => app.swagger());
  if (opts.ui) {
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_UI_PREFIX, uiConfig: { validatorUrl: null } });
  }
}
