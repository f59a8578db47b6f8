import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_DIR } from '../../paths.js';

const FILE = path.join(CONTENT_DIR, 'audio', 'ambient-loop.wav');
let audio: { bytes: Buffer; etag: string } | undefined;

/** The ambient track (made by scripts/make-ambient-audio.mjs), read once. */
function track() {
  if (!audio) {
    const bytes = readFileSync(FILE);
    audio = { bytes, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"` };
  }
  return audio;
}

const version = () => track().etag.slice(1, 9);
/** The address clients use: the version makes it safe to cache for a year. */
export const audioPath = () => `/api/meditation/audio?v=${version()}`;

/** "bytes=0-99", "bytes=100-" or "bytes=-500" against a length; null when it can't be satisfied. */
export function parseRange(header: string, length: number): { start: number; end: number } | null | 'ignore' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return 'ignore'; // several ranges or another unit: the whole file is a valid answer
  const [, a, b] = m;
  if (a === '' && b === '') return 'ignore';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, length - Number(b));
    end = length - 1;
  } else {
    start = Number(a);
    end = b === '' ? length - 1 : Math.min(Number(b), length - 1);
  }
  if (start >= length || start > end) return null;
  return { start, end };
}

/** Serves the track with byte ranges (players seek and loop with them), an ETag and long-lived caching. */
export function sendAudio(request: FastifyRequest, reply: FastifyReply) {
  const { bytes, etag } = track();
  reply.header('content-type', 'audio/wav');
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  // The versioned address never changes content; a bare one may, when the track is remade.
  const versioned = (request.query as { v?: string }).v === version();
  reply.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === etag)) {
    const range = parseRange(rangeHeader, bytes.length);
    if (range === null) {
      return reply
        .status(416)
        .header('content-range', `bytes */${bytes.length}`)
        .type('text/plain')
        .send('The requested range is outside the file.');
    }
    if (range !== 'ignore') {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(bytes.subarray(range.start, range.end + 1));
    }
  }
  return reply.header('content-length', String(bytes.length)).send(bytes);
}
