import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that takes other bodies from other sites by design (a payment provider's signed webhook, a mail
     * client's one-click unsubscribe) says so on itself: the JSON and same-origin guards then don't apply, and its
     * own check (a signature, a signed token) is what authorises it.
     */
    guardExempt?: boolean;
  }
}

/** Host names only this machine answers to: a page elsewhere can't claim them as its Origin. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * APP_URL's origin, or this machine's own when it is addressed as itself (the dev server, a local run). An Origin
 * that merely equals the Host header is not enough: with DNS rebinding a hostile name can point at this server and
 * send its own name as both (issue 17 §5.11).
 */
function sameOrigin(origin: string, request: FastifyRequest, appUrl: string): boolean {
  if (origin === new URL(appUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && LOOPBACK.test(host) && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Whether any string in a parsed JSON value (keys included) holds a NUL character. A loop, not recursion: nesting depth is the sender's choice. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
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
    // parseAs: 'string' always hands over a string.
    parseJson(request, body as string, (err, parsed) => {
      if (err) return done(err, undefined);
      // PostgreSQL can't store NUL in text: refuse it here with a 400 rather than fail in the database. The
      // parsed strings are checked, not the raw JSON, so someone who types the six characters \u0000 is heard.
      if (containsNul(parsed)) return done(new AppError('BAD_REQUEST', 'Text may not contain NUL (\\u0000) characters.'), undefined);
      return done(null, parsed);
    });
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.guardExempt) return;
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
