import { z } from 'zod/mini';
import { BOOK_BY_OSIS } from './bible-books.js';
import { formatReference, parseReference, type BibleRef } from './bible-reference.js';
import type { TTranslation } from './common.js';

/**
 * Share links name a passage and a translation, nothing more: the words always come from the Bible files.
 *
 * Today's links are short codes, OSIS-like and readable: /shared/John.3.16, /shared/Ps.23,
 * /shared/1Cor.13.4-7, /shared/Isa.52.13-53.12~kjv (WEB unless a translation is named). A messaging app
 * has nothing to cut. Links made before carry the spec's base64 JSON (URL-safe, or plain base64 whose
 * '/' characters split the path into several segments); they keep working.
 */
export interface SharedPassage {
  /** The reference as shown: "John 3:16". */
  verse: string;
  translation: TTranslation;
}

/** The short code of a passage in a translation ("John.3.16", "Ps.23.1-3~kjv"); throws for what isn't a reference. */
export function shareCode(reference: string, translation: TTranslation): string {
  const ref = parseReference(reference);
  let code = `${ref.book}.${ref.chapter}`;
  if (ref.verse !== undefined) code += `.${ref.verse}`;
  if (ref.endChapter !== undefined) code += `-${ref.endChapter}${ref.endVerse !== undefined ? `.${ref.endVerse}` : ''}`;
  else if (ref.endVerse !== undefined) code += `-${ref.endVerse}`;
  return translation === 'KJV' ? `${code}~kjv` : code;
}

const CODE = /^([1-3]?[A-Za-z]+)\.(\d{1,3})(?:\.(\d{1,3}))?(?:-(\d{1,3})(?:\.(\d{1,3}))?)?(?:~(web|kjv))?$/i;

/** The passage a short code names, or null if it isn't one (the reference is checked against the book's chapters). */
export function parseShareCode(code: string): SharedPassage | null {
  const m = CODE.exec(code);
  if (!m) return null;
  const [, osis, c, v, end, endVerse, translation] = m;
  const book = [...BOOK_BY_OSIS.values()].find((b) => b.osis.toLowerCase() === osis!.toLowerCase());
  if (!book) return null;
  const n = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  const ref: BibleRef = { book: book.osis, chapter: Number(c) };
  if (v !== undefined) ref.verse = Number(v);
  if (end !== undefined) {
    // "-53.12" moves to another chapter; "-18" ends the verses ("3.16-18"), or the chapters when none is named ("23-24").
    if (endVerse !== undefined) Object.assign(ref, { endChapter: n(end), endVerse: n(endVerse) });
    else if (ref.verse !== undefined) ref.endVerse = n(end);
    else ref.endChapter = n(end);
  }
  try {
    const verse = formatReference(parseReference(formatReference(ref)));
    return { verse, translation: translation?.toLowerCase() === 'kjv' ? 'KJV' : 'WEB' };
  } catch {
    return null;
  }
}

/** The passage a /shared/… address names (everything after /shared/), by short code or by the spec's payload; null if the link is broken or cut. */
export function decodeShareLink(path: string): SharedPassage | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const code = parseShareCode(decoded);
  if (code) return code;
  const payload = decodeSharePayload(decoded);
  return payload ? { verse: payload.verse, translation: payload.translation ?? 'WEB' } : null;
}

/**
 * What an older share link carries: the spec's shape, plus the sharer's translation. The verse (reference)
 * is what is shown; its words are always read from the Bible text in that translation, never taken
 * from the link, so a link can't put other words under a verse's name.
 */
export const ZSharePayload = z.object({
  verse: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(3000)),
  shareUrl: z.optional(z.string().check(z.maxLength(2000))),
  imageUrl: z.optional(z.string().check(z.maxLength(2000))),
  translation: z.optional(z.enum(['WEB', 'KJV'])),
});
export type TSharePayload = z.infer<typeof ZSharePayload>;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Base64 (URL-safe, UTF-8) JSON: works in the browser and on the server alike (btoa and TextEncoder are global in both). */
export function encodeSharePayload(payload: TSharePayload): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The payload of a share link, or null for anything that isn't one (standard base64 is accepted too). */
export function decodeSharePayload(encoded: string): TSharePayload | null {
  try {
    if (!encoded || encoded.length > 8000) return null;
    const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = ZSharePayload.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
