import { foldName, SOUND_ALIKE_NAMES, WORDS_HEARD_FOR_NAMES } from './misheard-names.js';
import { firstName } from './names.js';

/** Words that come before a name when people say it ("my name is", "I'm", "it's"). */
const FILLERS = [
  /\bmy name is\b/g,
  /\bmy name's\b/g,
  /\bname is\b/g,
  /\bi am\b/g,
  /\bi'm\b/g,
  /\bim\b/g,
  /\bit's\b/g,
  /\bit is\b/g,
  /\bthis is\b/g,
  /\bcall me\b/g,
  /\bhello\b/g,
  /\bhi\b/g,
  /\bhey\b/g,
  /\bum+\b/g,
  /\buh+\b/g,
  /\bthe\b/g,
  /\band\b/g,
];

const PHRASES = Object.keys(WORDS_HEARD_FOR_NAMES)
  .filter((key) => key.includes(' '))
  .sort((a, b) => b.length - a.length);
const USABLE = /^\p{L}[\p{L}'-]*\p{L}$/u;
/** A name that stands for itself: a word of the table already turned into its name. */
const NAME_MARK = '\u0001';

const capitalise = (word: string) =>
  word
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');

/** The name in one thing heard, or null: the table's phrases and words first, then the first usable word. */
function nameIn(heard: string): string | null {
  let text = ` ${foldName(heard.replace(/[.,!?;:"]/g, ' '))} `;
  const named: string[] = [];
  const mark = (name: string) => ` ${NAME_MARK}${named.push(name) - 1} `;
  // Phrases before fillers: "hey zeus" is Jesús, not a greeting.
  for (const phrase of PHRASES)
    text = text.replaceAll(` ${phrase} `, (m) => m.replace(phrase, mark(WORDS_HEARD_FOR_NAMES[phrase]!).trim()));
  for (const filler of FILLERS) text = text.replace(filler, ' ');
  for (const word of text.split(/\s+/)) {
    if (word.startsWith(NAME_MARK)) return named[Number(word.slice(1))] ?? null;
    const fromTable = WORDS_HEARD_FOR_NAMES[word];
    if (fromTable) return fromTable;
    if (USABLE.test(word)) return capitalise(accentsOf(heard, word));
  }
  return null;
}

/** The word as it was heard (accents and all), found again in the original text by its folded form. */
function accentsOf(heard: string, folded: string): string {
  const original = heard.split(/[\s.,!?;:"]+/).find((w) => foldName(w) === folded);
  return (original ?? folded).toLowerCase();
}

/**
 * The name in what speech recognition heard (spec §5): words the recognizer writes for names turned into the names
 * (the table in `misheard-names.ts`), fillers removed, the first usable word (letters, apostrophes and hyphens, at
 * least two letters), capitalised. Tries each alternative in order; null when none has one. Given the account's own
 * first name, an alternative that is that name (or sounds like it) is preferred to the first.
 */
export function nameFromSpeech(alternatives: readonly string[], accountName?: string | null): string | null {
  const names = alternatives.map(nameIn).filter((name): name is string => name !== null);
  const own = firstName(accountName);
  if (own) {
    const mine = names.find((name) => foldName(name) === foldName(own));
    if (mine) return own;
  }
  return names[0] ?? null;
}

const groupOf = new Map<string, number>();
SOUND_ALIKE_NAMES.forEach((group, i) => group.forEach((name) => groupOf.set(foldName(name), i)));

/** Edits (insert, delete, replace) from one word to the other. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The account's own first name, spelled as the person spells it, when the name heard is very likely that name said
 * aloud: another spelling of the same sound ("Kathryn" for Catherine), the same letters without their accents
 * ("Maria" for María), or one letter apart (two in a long name: "Kristin" for Kristen). Null when the heard name is
 * already exactly theirs, or is another name: then there is nothing to offer.
 */
export function accountNameHeard(heard: string, accountName: string | null | undefined): string | null {
  const own = firstName(accountName);
  if (!own || !heard || heard === own) return null;
  const a = foldName(heard);
  const b = foldName(own);
  if (a === b) return own;
  const group = groupOf.get(a);
  if (group !== undefined && group === groupOf.get(b)) return own;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return null;
  return editDistance(a, b) <= (shorter >= 7 ? 2 : 1) ? own : null;
}
