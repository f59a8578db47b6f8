/** The text cut at a word boundary to at most `max` characters (ellipsis included), or whole when it fits. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.—–-]+$/, '')}…`;
}

/**
 * Greedy word wrap to a pixel width in at most `maxLines` lines; the last line ends with an ellipsis when the
 * text is cut (`truncated`). `measure` is a string's width in the font: the canvas's for story images, the
 * shipped font's metrics for link previews, so a verse breaks the same way in both.
 */
export function wrapLines(
  measure: (s: string) => number,
  text: string,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (!line || measure(next) <= maxWidth) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i]!;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    i = words.length;
  }
  const truncated = i < words.length;
  if (truncated) {
    let last = lines[lines.length - 1]!;
    while (last.includes(' ') && measure(`${last}…`) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    lines[lines.length - 1] = `${last.replace(/[\s,;:.—–-]+$/, '')}…`;
  }
  return { lines, truncated };
}
