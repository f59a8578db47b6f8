import { clipText } from '@contract/text';

/** Text helpers for story cards (spec §5): passage trims and key sentences (line wrapping is `wrapLines` in `@contract/text`). */

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * About `target` words ending at a sentence boundary between 5 words under and 10 words over the target;
 * failing that, 80% of the target words and a full stop.
 */
export function trimPassage(text: string, target: number): string {
  const all = words(text);
  if (all.length <= target) return text.trim();
  let best: number | undefined;
  for (let n = Math.max(1, target - 5); n <= Math.min(all.length, target + 10); n++) {
    if (/[.!?]["”’)]?$/.test(all[n - 1]!) && (best === undefined || Math.abs(n - target) < Math.abs(best - target))) best = n;
  }
  if (best !== undefined) return all.slice(0, best).join(' ');
  return `${all
    .slice(0, Math.round(target * 0.8))
    .join(' ')
    .replace(/[,;:—–-]+$/, '')}.`;
}

/** The first sentences of a text that fit in `max` characters (at least one sentence, clipped if it alone is longer). */
export function leadSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+["”’)]?/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    const next = `${out} ${s.trim()}`.trim();
    if (next.length > max) break;
    out = next;
  }
  return out || clipText(sentences[0]!.trim(), max);
}
