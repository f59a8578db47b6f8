import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLIENT_DIST_DIR } from '../paths.js';

let indexHtml: string | undefined;

function readIndex(): string | undefined {
  if (indexHtml === undefined) {
    const file = path.join(CLIENT_DIST_DIR, 'index.html');
    if (existsSync(file)) indexHtml = readFileSync(file, 'utf8');
  }
  return indexHtml;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Extra <head> tags for a page (Open Graph tags of a shared verse, say); values are escaped here. */
export type HeadTag = { property?: string; name?: string; content: string } | { title: string };

/** The tags as HTML, every value escaped. */
export function renderHeadTags(head: HeadTag[]): string {
  return head
    .map((t) => {
      if ('title' in t) return `<title>${escapeAttr(t.title)}</title>`;
      const key = t.property ? `property="${escapeAttr(t.property)}"` : `name="${escapeAttr(t.name ?? '')}"`;
      return `<meta ${key} content="${escapeAttr(t.content)}">`;
    })
    .join('\n    ');
}

/** The page with extra head tags (a given title replaces the page's own). Replacer functions: a `$` in a tag is just a `$`. */
export function withHead(html: string, head: HeadTag[]): string {
  const tags = renderHeadTags(head);
  if (!tags) return html;
  return html.replace(/<title>[^<]*<\/title>/, (m) => (head.some((t) => 'title' in t) ? '' : m)).replace('</head>', () => `    ${tags}\n  </head>`);
}

export function sendIndex(reply: FastifyReply, head: HeadTag[] = []) {
  const html = readIndex();
  if (!html) {
    return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withHead(html, head));
}

/** The built client: hashed assets cached for a year, every other GET path answered with the app shell. */
export async function registerClient(app: FastifyInstance) {
  if (existsSync(CLIENT_DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST_DIR,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No such address: GET ${url}`, code: 'NOT_FOUND' });
    }
    return sendIndex(reply);
  });
}
