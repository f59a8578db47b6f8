import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { DESCRIBED_ROUTES } from './api-descriptions.js';
import { DOCS_UI_PREFIX, OPENAPI_PATH, requireResponseSchemas } from './api-docs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** Every /api route of the running app, as "METHOD /path", read from Fastify's own route tree (HEAD routes are GET's shadows). */
function apiRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    if (!m[3] || !url.startsWith('/api/')) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}

describe('the API description', () => {
  it(`is served as OpenAPI at ${OPENAPI_PATH}, every route with the answer it declares`, async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe('3.1.0');

    const routes = apiRoutes().filter((r) => r !== `GET ${OPENAPI_PATH}`);
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      const openApiPath = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      const op = doc.paths[openApiPath]?.[method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      // A 204 has no body to describe; every other success names its content's schema.
      const described =
        success.length > 0 && success.every(([code, r]) => code === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      const errors = op?.responses?.['4XX']?.content?.['application/json']?.schema;
      if (!described || !errors) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  it('is what the answer is: fields outside the contract never reach the client', async () => {
    const u = await signUp(t.app);
    const me = await u.get('/api/auth/me');
    expect(Object.keys(me.json()).sort()).toEqual([
      'createdAt',
      'email',
      'gender',
      'id',
      'name',
      'onboardingCompleted',
      'timeZone',
      'translation',
      'username',
    ]);
  });
});

describe('the browsable page', () => {
  it('is served at /api/docs with API_DOCS_UI=1 (npm run dev), and not otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${DOCS_UI_PREFIX}/` })).statusCode).toBe(404);
    const dev = await createTestApp({ env: { API_DOCS_UI: '1' } });
    try {
      const page = await dev.app.inject({ method: 'GET', url: `${DOCS_UI_PREFIX}/` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const spec = await dev.app.inject({ method: 'GET', url: `${DOCS_UI_PREFIX}/json` });
      expect(spec.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Lamplight API' } });
    } finally {
      await dev.close();
    }
  });
});

describe('a route without a response schema', () => {
  it('stops the server at start-up, naming the route', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    requireResponseSchemas(app);
    void app.register(async (feature) => {
      feature.get('/api/declared', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
      feature.get('/api/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten declares no response schema');
    await app.close();
  });

  it('is allowed outside /api (pages, share links)', async () => {
    const app = Fastify({ logger: false });
    requireResponseSchemas(app);
    app.get('/shared/*', async () => 'a page');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('where the API differs from the specification', () => {
  it('says so in the OpenAPI document: paged lists, and bibleConnection as an object', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { description?: string; parameters?: { name: string; description?: string }[] }>>;
    };
    for (const route of DESCRIBED_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      expect(doc.paths[url]?.[method.toLowerCase()]?.description, route).toBeTruthy();
    }
    const journal = doc.paths['/api/journal']!.get!;
    expect(journal.description).toMatch(/page at a time/);
    expect(journal.parameters?.find((p) => p.name === 'before')?.description).toMatch(/last item already shown/);
    const prayer = JSON.stringify(doc.paths['/api/prayer-assistant']!.post);
    expect(prayer).toMatch(/An object where the specification has a text/);
  });
});
