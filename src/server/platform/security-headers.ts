import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * What Stripe's integration security guide lists for Stripe.js (which the Payment Element is part of), added only
 * when the server bills through Stripe (decision 138): its script (from js.stripe.com and, for newer release trains,
 * its subdomains), its frames (the Payment Element's, and hooks.stripe.com for a bank's 3-D Secure page) and its
 * API. Not added: maps.googleapis.com (the Address Element's autocomplete, which Lamplight does not use), and what
 * Stripe's own frames load (m.stripe.network, for its fraud signals): a frame's loads answer to that frame's policy.
 */
export const STRIPE_JS_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/**
 * The app's headers: a strict Content-Security-Policy (no inline script, no eval, never framed), with Stripe.js's
 * origins only in Stripe mode; HSTS only over https.
 */
export function securityHeaderOptions(config: Pick<Config, 'secureCookies' | 'stripe'>): HelmetOptions {
  const stripe = config.stripe ? STRIPE_JS_SOURCES : null;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe?.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(stripe?.connectSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Without Stripe, frames fall back to default-src 'self'.
        ...(stripe && { frameSrc: ["'self'", ...stripe.frameSrc] }),
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // SAMEORIGIN would contradict frame-ancestors 'none': no page of Lamplight is ever framed.
    xFrameOptions: { action: 'deny' },
    // HSTS only means something over https.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * Helmet's headers, worked out once at start-up. They don't depend on the request (no nonces), so every answer gets
 * the same map; building Helmet's middleware again for each request (as its Fastify plugin does) parsed the whole
 * Content-Security-Policy per request, a cost the profile showed on every hot read.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'secureCookies' | 'stripe'>) {
  const headers = securityHeaders(securityHeaderOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
