import { bibleBooks } from '../../domain/bible.js';

/** Lower-case words, apostrophes dropped: "name's" → "names". */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['‘’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const ENDINGS = ['eth', 'est', 'ing', 'ed', 'es', 's', 'e'];

/** A rough stem, enough for "leads", "leadeth" and "leading" (or "love", "loved", "loveth") to meet. */
export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    if (ending === 's' && word.endsWith('ss')) continue;
    return word.slice(0, -ending.length);
  }
  return word;
}

export const stemsOf = (text: string) => new Set(wordsOf(text).map(stem));

let rarity: Map<string, number> | undefined;

/** How rare each stem is across the verses of the WEB (log of verses per verse that uses it). */
function rarities(): Map<string, number> {
  if (rarity) return rarity;
  const uses = new Map<string, number>();
  let verses = 0;
  for (const chapters of bibleBooks('WEB').values()) {
    for (const chapter of chapters) {
      for (const verse of chapter) {
        verses++;
        for (const s of stemsOf(verse)) uses.set(s, (uses.get(s) ?? 0) + 1);
      }
    }
  }
  rarity = new Map([...uses].map(([s, n]) => [s, Math.log(verses / n)]));
  return rarity;
}

/** Words in more than about one verse in ninety ("Yahweh", "said", "soul") say little about what two passages share. */
const TELLING = 4.5;
/** Rare words that still say nothing of a subject. */
const EMPTY = new Set([
  'besid',
  'behold',
  'surely',
  'therefore',
  'wherefore',
  'whereby',
  'toward',
  'towards',
  'upon',
  'unto',
  'yet',
  'also',
  'again',
  'very',
]);

/** A stem rare enough to say what a verse is about ("shepherd"; at a lower bar "kingdom"; never "word" or "said"). */
export const telling = (s: string, bar = TELLING) => (rarities().get(s) ?? 0) >= bar && !EMPTY.has(s);

/** What two texts share in telling words: the sum of the rarity of the stems both use. */
export function sharedWeight(a: Set<string>, b: Set<string>): number {
  let sum = 0;
  for (const s of a) if (b.has(s) && telling(s)) sum += rarities().get(s)!;
  return sum;
}
