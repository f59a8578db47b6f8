import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLIENT_DIST_DIR } from '../paths.js';
import { readAppearance, withAppearance, type Appearance } from './appearance.js';
import { escapeMarkup } from './escape.js';
import { loadSession } from './session.js';

let indexHtml: string | undefined;

function readIndex(): string | undefined {
  if (indexHtml === undefined) {
    const file = path.join(CLIENT_DIST_DIR, 'index.html');
    if (existsSync(file)) indexHtml = readFileSync(file, 'utf8');
  }
  return indexHtml;
}

/** Extra <head> tags for a page (Open Graph tags of a shared verse, say); values are escaped here. */
export type HeadTag = { property?: string; name?: string; content: string } | { title: string };

/** The tags as HTML, every value escaped. */
export function renderHeadTags(head: HeadTag[]): string {
  return head
    .map((t) => {
      if ('title' in t) return `<title>${escapeMarkup(t.title)}</title>`;
      const key = t.property ? `property="${escapeMarkup(t.property)}"` : `name="${escapeMarkup(t.name ?? '')}"`;
      return `<meta ${key} content="${escapeMarkup(t.content)}">`;
    })
    .join('\n    ');
}

/** The page with extra head tags (a given title replaces the page's own). Replacer functions: a `$` in a tag is just a `$`. */
export function withHead(html: string, head: HeadTag[]): string {
  const tags = renderHeadTags(head);
  if (!tags) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, (m) => (head.some((t) => 'title' in t) ? '' : m))
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

export function sendIndex(reply: FastifyReply, head: HeadTag[] = [], appearance?: Appearance) {
  const base = readIndex();
  const html = base && appearance ? withAppearance(base, appearance) : base;
  if (!html) {
    return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withHead(html, head));
}

/** The built app's files (and anything named like one): never answered with the app shell. */
export const isFileRequest = (url: string) =>
  url.startsWith('/assets/') || /\.(?:m?js|css|map|json|png|jpe?g|svg|ico|webp|woff2?|ttf|txt|webmanifest)$/i.test(url);

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const ASSET_SPARE_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/** The built client: hashed assets cached for a year, every other GET path answered with the app shell. */
export async function registerClient(app: FastifyInstance) {
  if (existsSync(CLIENT_DIST_DIR)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST_DIR,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script and style (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          // A script, style or font is never a document: the page-level policies (CSP, framing, referrer…) do nothing
          // on it and cost every one of a first visit's requests about 600 bytes (decision 109). nosniff and CORP stay.
          for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
          // A hashed script or style never changes, so a browser never revalidates or resumes it: validators, ranges
          // and the request's trace id would be another 150 bytes on each of a first visit's ~30 scripts (decision 112).
          if (/\.(js|css)(\.br|\.gz)?$/.test(filePath)) for (const header of ASSET_SPARE_HEADERS) reply.removeHeader(header);
        } else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No such address: GET ${url}`, code: 'NOT_FOUND' });
    }
    // A script or style that isn't there (a tab still open on the last release asks for its old chunks):
    // a plain 404, so the browser reports a failed load the app can recover from, not HTML parsed as a script.
    if (isFileRequest(url)) {
      return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    }
    // The signed-in reader's theme and text size go on <html>, so the first paint is already theirs (decision 092).
    await loadSession(app.deps.db, app.deps.now, request);
    const appearance = request.user ? await readAppearance(app.deps.db, request.user.id) : undefined;
    return sendIndex(reply, [], appearance);
  });
}
