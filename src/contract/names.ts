/**
 * First names and initials from whatever a person typed as their name: "🌸 Ana Lima", "émile zola",
 * "李 小龙", "Grace Miller". Counted in graphemes (what a reader sees as one character), and a word
 * without a letter in it (an emoji, a symbol) is decoration, not a name.
 */
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const LETTER = /\p{L}/u;

const graphemes = (word: string): string[] => (segmenter ? [...segmenter.segment(word)].map((s) => s.segment) : Array.from(word));

/** The words of a name that contain a letter, in order. */
const nameWords = (name: string | null | undefined) =>
  (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => LETTER.test(w));

/** The first word of the name that is a word ("🌸 Ana Lima" → "Ana"), or '' if there is none. */
export function firstName(name: string | null | undefined): string {
  return nameWords(name)[0] ?? '';
}

/** Up to two initials, upper-cased, each a whole grapheme that is a letter ("🌸 ana lima" → "AL"). */
export function initials(name: string | null | undefined): string {
  return nameWords(name)
    .slice(0, 2)
    .map((w) => graphemes(w).find((g) => LETTER.test(g)) ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** "Hello Ana," for the top of a letter, or "Hello," when the name holds no word to call the person by. */
export function helloLine(name: string | null | undefined): string {
  const first = firstName(name);
  return first ? `Hello ${first},` : 'Hello,';
}
