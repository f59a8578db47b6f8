import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What an answer's freshness depends on (decision 101):
 * - 'release': the address alone (shipped text in a named translation): any cache may keep it a day, then asks again;
 * - 'revalidate': the reader too (their translation setting, their day): only their browser keeps it, and asks
 *   every time; an unchanged answer is then a bodiless 304.
 */
export type Freshness = 'release' | 'revalidate';

const CACHE_CONTROL: Record<Freshness, string> = {
  release: 'public, max-age=86400',
  revalidate: 'private, no-cache',
};

// Answers built once and handed out again (the meditation list of a translation) are hashed once.
const known = new WeakMap<object, string>();

/** A weak validator of the answer's content: the same JSON gives the same tag, whatever the encoding on the wire. */
export function etagOf(body: unknown): string {
  const memo = typeof body === 'object' && body !== null ? known.get(body) : undefined;
  if (memo) return memo;
  const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  if (typeof body === 'object' && body !== null) known.set(body, etag);
  return etag;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === bare || tag === `W/${bare}`;
  });
}

/**
 * Answers a GET with an ETag and a Cache-Control: the body, or 304 with none when the browser already holds
 * this very answer. The tag comes from the content, so an answer that changes (another translation, the
 * next day) can never be mistaken for the last one.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T, freshness: Freshness): T | FastifyReply {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL[freshness]);
  if (freshness === 'revalidate') reply.header('vary', 'cookie');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}
