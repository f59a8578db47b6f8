import { TRUSTED_PERSON, type TCare } from '../../../contract/care.js';
import type { TTranslation } from '../../../contract/common.js';
import { passageText } from '../bible.js';
import { detectCrisis } from './detector.js';
import { resourcesFor } from './resources.js';

export { detectCrisis } from './detector.js';

/** Who reads the card: their time zone picks the first line, their translation the verse. */
export interface CareReader {
  timeZone?: string | null;
  translation?: string | null;
}

const COMFORT_VERSE = 'Psalm 34:18';

/**
 * The care to show when any of the texts suggests the writer may be in danger, else null.
 * Call it on everything a person saves (journal, mood note, gratitude, prayer list, community post or comment,
 * what the Prayer Assistant reads) and send the answer to the author only. Nothing here is stored, logged or sent
 * anywhere: it reads the texts and returns.
 */
export function careFor(texts: string | readonly (string | null | undefined)[], reader?: CareReader | null): TCare | null {
  if (!detectCrisis(texts)) return null;
  const translation: TTranslation = reader?.translation === 'KJV' ? 'KJV' : 'WEB';
  return {
    title: "You're not alone",
    message:
      'What you wrote sounds heavy. You matter, and you don’t have to carry this by yourself. If you might act on thoughts of ending your life or hurting yourself, please reach out now — it’s free and confidential.',
    resources: resourcesFor(reader?.timeZone),
    trustedPerson: TRUSTED_PERSON,
    verse: { reference: COMFORT_VERSE, text: passageText(COMFORT_VERSE, translation) },
  };
}

/** A save's answer with `care` when the detector fired, and no `care` field otherwise. */
export function withCareFor<T extends object>(
  answer: T,
  texts: string | readonly (string | null | undefined)[],
  reader?: CareReader | null,
): T & { care?: TCare } {
  const care = careFor(texts, reader);
  return care ? { ...answer, care } : answer;
}
