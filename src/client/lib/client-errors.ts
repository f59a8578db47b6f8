import type { TClientErrorReport } from '@contract/client-errors';

/**
 * A failed load of one of the app's own scripts or styles. After a release, a tab still open on the old
 * version asks for files that are no longer there (the server answers 404): Chrome, Firefox and Safari
 * each say so in their own words, and Vite's preload helper in its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i.test(message);
}

/** The error's type, when it is a plain identifier ("TypeError"); never its message. */
function errorName(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return /^[A-Za-z_$][\w$]{0,59}$/.test(name) ? name : 'Error';
}

/** "/journal": the first segment of the path only (a share link's path carries a verse's text). */
function routeOf(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  return /^[a-z0-9-]{0,39}$/.test(segment) ? `/${segment}` : '/';
}

/** "index-Bx12.js:1:2345" for each frame of the stack, without the message line the stack starts with. */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || !error.stack) return [];
  const head = String(error);
  const stack = error.stack.startsWith(head) ? error.stack.slice(head.length) : error.stack;
  return [...stack.matchAll(/([\w.-]+\.m?js):(\d+):(\d+)/g)].slice(0, 10).map((m) => `${m[1]}:${m[2]}:${m[3]}`);
}

/** What is reported: the kind, the error's type, the screen and script positions. Nothing anyone wrote. */
export function clientErrorReport(kind: TClientErrorReport['kind'], error: unknown, pathname: string): TClientErrorReport {
  return { kind, name: errorName(error), route: routeOf(pathname), frames: framesOf(error) };
}

const reported = new Set<string>();
const MAX_REPORTS_PER_PAGE = 20;

/** Tells the server (POST /api/client-errors) that something failed here, once per distinct failure per page load. */
export function reportClientError(kind: TClientErrorReport['kind'], error: unknown) {
  const body = JSON.stringify(clientErrorReport(kind, error, window.location.pathname));
  if (reported.has(body) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(body);
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    /* reporting must never fail the page */
  });
}
