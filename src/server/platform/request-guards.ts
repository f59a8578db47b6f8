import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that take other bodies by design (a payment provider's signed webhook, say) list themselves here. */
export const GUARD_EXEMPT_PATHS = new Set<string>();

function sameOrigin(origin: string, request: FastifyRequest, appUrl: string): boolean {
  if (origin === new URL(appUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * A cross-site form post can't set Content-Type: application/json without a CORS preflight, which this
 * server never grants; with the Origin check on top, no other site can change anything here.
 */
export function registerRequestGuards(app: FastifyInstance, appUrl: string) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Bodiless DELETE/POST calls still say application/json; an empty body is simply no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) return done(null, undefined);
    // PostgreSQL can't store NUL in text: refuse it here with a 400 rather than fail in the database.
    if (/\\u0000|\0/.test(body as string)) {
      return done(new AppError('BAD_REQUEST', 'Text may not contain NUL (\\u0000) characters.'), undefined);
    }
    // parseAs: 'string' always hands over a string.
    parseJson(request, body as string, done);
    return;
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (GUARD_EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const origin = request.headers.origin;
    if (origin && !sameOrigin(origin, request, appUrl)) throw forbidden('Requests from other sites are not allowed.');
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Requests from other sites are not allowed.');
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    const json = type.startsWith('application/json');
    // Multipart uploads can't be JSON; a custom header (which forces a preflight cross-site) stands in for it.
    const upload = type.startsWith('multipart/form-data') && request.headers['x-lamplight-upload'] === '1';
    if (!json && !upload) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
    }
  });
}
