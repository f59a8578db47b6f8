import { readFileSync } from 'node:fs';

/** Advance widths of a TrueType font, read from its cmap (format 4), hhea and hmtx tables, to lay out text without a browser. */
export interface FontMetrics {
  /** Width of the text in pixels at the size. */
  measure(text: string, size: number): number;
}

export function loadFontMetrics(file: string): FontMetrics {
  const buf = readFileSync(file);
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`${file} has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = buf.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = buf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => buf.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));

  // The Unicode BMP subtable (platform 3 encoding 1, or platform 0), format 4.
  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0; i < buf.readUInt16BE(cmap + 2); i++) {
    const rec = cmap + 4 + i * 8;
    const platform = buf.readUInt16BE(rec);
    const encoding = buf.readUInt16BE(rec + 2);
    const offset = cmap + buf.readUInt32BE(rec + 4);
    if (buf.readUInt16BE(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) sub = offset;
  }
  if (sub < 0) throw new Error(`${file} has no format 4 cmap`);
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;

  const cache = new Map<number, number>();
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segX2 / 2; s++) {
      if (code > buf.readUInt16BE(ends + s * 2)) continue;
      const start = buf.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = buf.readInt16BE(deltas + s * 2);
      const rangeOffset = buf.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const at = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2;
      const glyph = buf.readUInt16BE(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const width = (code: number) => {
    let w = cache.get(code);
    if (w === undefined) {
      w = advance(code > 0xffff ? 0 : glyphOf(code)) / unitsPerEm;
      cache.set(code, w);
    }
    return w;
  };
  return {
    measure(text, size) {
      let em = 0;
      for (const ch of text) em += width(ch.codePointAt(0)!);
      return em * size;
    },
  };
}
