import { decodeSharePayload } from '../../../contract/share.js';
import { lookupPassage } from '../../platform/bible.js';

export interface SharedVerse {
  verse: string;
  text: string;
}

/** The verse a share link names, with its words from the Bible text; null when the link or its reference is broken. */
export function resolveSharedVerse(encoded: string): SharedVerse | null {
  const payload = decodeSharePayload(encoded);
  if (!payload) return null;
  try {
    const passage = lookupPassage(payload.verse, payload.translation ?? 'WEB');
    return passage.text ? { verse: passage.reference, text: passage.text } : null;
  } catch {
    return null;
  }
}
