import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendIndex } from '../../platform/spa.js';
import { renderOgImage } from './og-image.js';
import { resolveSharedVerse } from './resolve.js';
import { PRODUCT_NAME, sharedPageHead } from './shared-page.js';

/**
 * /shared/{code}: the public page (the web app renders it) with Open Graph and Twitter tags so a link
 * shows the verse in chat apps, and /shared/{code}/image.png, the picture those tags point to. Older links
 * (/shared/{base64 payload}, whose plain-base64 '/' may make several segments) are answered the same way.
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appUrl } = app.deps.config;

  app.get('/shared/*', (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const image = /^(.+)\/image\.png$/.exec(rest);
    if (image) {
      const payload = resolveSharedVerse(image[1]!);
      if (!payload) return reply.status(404).type('text/plain').send('This share link is not valid.');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(renderOgImage(payload, PRODUCT_NAME));
    }
    return sendIndex(reply, sharedPageHead(rest, appUrl));
  });
};
