import { decodeShareLink, shareCode } from '../../../contract/share.js';
import { lookupPassage } from '../../domain/bible.js';

export interface SharedVerse {
  verse: string;
  text: string;
  /** The link's short form, the one address of this passage in this translation. */
  code: string;
}

/** The verse a share link names (short code or older payload), with its words from the Bible text; null when the link or its reference is broken. */
export function resolveSharedVerse(path: string): SharedVerse | null {
  const link = decodeShareLink(path);
  if (!link) return null;
  try {
    const passage = lookupPassage(link.verse, link.translation);
    return passage.text ? { verse: passage.reference, text: passage.text, code: shareCode(passage.reference, link.translation) } : null;
  } catch {
    return null;
  }
}
