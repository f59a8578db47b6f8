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

/**
 * The name in what speech recognition heard: fillers removed, the first usable word (letters, apostrophes
 * and hyphens, at least two letters), capitalised. Tries each alternative in order; null when none has one.
 */
export function nameFromSpeech(alternatives: readonly string[]): string | null {
  for (const heard of alternatives) {
    let text = ` ${heard.toLowerCase().replace(/[.,!?;:"]/g, ' ')} `;
    for (const filler of FILLERS) text = text.replace(filler, ' ');
    const word = text.split(/\s+/).find((w) => /^\p{L}[\p{L}'-]*\p{L}$/u.test(w));
    if (word)
      return word
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('-');
  }
  return null;
}
