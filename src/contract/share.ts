import { z } from 'zod';

/**
 * What a share link carries: the spec's shape, plus the sharer's translation. The verse (reference)
 * is what is shown; its words are always read from the Bible text in that translation, never taken
 * from the link, so a link can't put other words under a verse's name.
 */
export const ZSharePayload = z.object({
  verse: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(3000),
  shareUrl: z.string().max(2000).optional(),
  imageUrl: z.string().max(2000).optional(),
  translation: z.enum(['WEB', 'KJV']).optional(),
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
    const b64 = decodeURIComponent(encoded).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = ZSharePayload.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

