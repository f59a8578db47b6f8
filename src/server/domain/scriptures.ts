import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseReference } from '../../contract/bible-reference.js';
import type { TTranslation } from '../../contract/common.js';
import type { TScripture } from '../../contract/scripture.js';
import { CONTENT_DIR } from '../paths.js';
import { passageOf } from './bible.js';
import { verseKeysOf } from './naves.js';
import { itemOfTheDay } from './time.js';

interface Entry {
  id: number;
  reference: string;
}

let entries: Entry[] | undefined;
const lists = new Map<TTranslation, TScripture[]>();

/**
 * The curated passages (content/scriptures.json): references only, in the order of the file. Here in platform/ because
 * the reminder names the day's passage too, not only the scripture feature.
 */
export function scriptureEntries(): Entry[] {
  return (entries ??= JSON.parse(readFileSync(path.join(CONTENT_DIR, 'scriptures.json'), 'utf8')) as Entry[]);
}

/** Every curated passage with its text in the translation, built once per translation. */
export function scriptureList(translation: TTranslation): TScripture[] {
  let list = lists.get(translation);
  if (!list) {
    list = scriptureEntries().map(({ id, reference }) => {
      const passage = passageOf(parseReference(reference), translation);
      return { id, verse: passage.reference, text: passage.text, translation };
    });
    lists.set(translation, list);
  }
  return list;
}

export function scriptureById(id: number, translation: TTranslation): TScripture | undefined {
  return scriptureList(translation).find((s) => s.id === id);
}

let wellLoved: Set<string> | undefined;
/** Verse keys of the curated passages: related verses people already treasure rank higher. */
export function wellLovedVerses(): Set<string> {
  return (wellLoved ??= new Set(scriptureEntries().flatMap((e) => verseKeysOf(parseReference(e.reference)))));
}

/** The day's passage, the same for everyone on a calendar date in their zone: the list, walked one a day. */
export function scriptureOfTheDay(at: Date, timeZone: string, translation: TTranslation): TScripture {
  return itemOfTheDay(scriptureList(translation), at, timeZone);
}
