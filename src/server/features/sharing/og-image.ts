import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { TSharePayload } from '../../../contract/share.js';
import { wrapLines } from '../../../contract/text.js';
import { CONTENT_DIR } from '../../paths.js';
import { escapeMarkup } from '../../platform/escape.js';
import { loadFontMetrics, type FontMetrics } from '../../domain/font-metrics.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const FONT_DIR = path.join(CONTENT_DIR, 'fonts');
const FONT_FILES = ['Lora-Regular.ttf', 'Lora-Italic.ttf', 'Lora-Bold.ttf'].map((f) => path.join(FONT_DIR, f));
let fonts: { italic: FontMetrics; bold: FontMetrics } | undefined;
const metrics = () => (fonts ??= { italic: loadFontMetrics(FONT_FILES[1]!), bold: loadFontMetrics(FONT_FILES[2]!) });

const MARGIN = 90;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

/** The verse as a 1200×630 SVG: the largest type at which it fits in six lines (an ellipsis past that). */
export function ogSvg(payload: Pick<TSharePayload, 'verse' | 'text'>, productName: string): string {
  const { italic, bold } = metrics();
  let size = 46;
  let wrapped = wrapLines((t) => italic.measure(t, size), `“${payload.text}”`, TEXT_WIDTH, 6);
  while (wrapped.truncated && size > 30) {
    size -= 4;
    wrapped = wrapLines((t) => italic.measure(t, size), `“${payload.text}”`, TEXT_WIDTH, 6);
  }
  const lineHeight = Math.round(size * 1.35);
  const blockHeight = wrapped.lines.length * lineHeight;
  const top = Math.max(170, Math.round((OG_HEIGHT - blockHeight) / 2) + 10);
  const reference = wrapLines((t) => bold.measure(t, 40), payload.verse, TEXT_WIDTH, 1).lines[0] ?? '';
  const lines = wrapped.lines
    .map(
      (l, i) =>
        `<text x="${MARGIN}" y="${top + i * lineHeight}" font-family="Lora" font-style="italic" font-size="${size}" fill="#fdfaf4">${escapeMarkup(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e2a44"/><stop offset="1" stop-color="#3b2a1a"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="#f5b942" stop-opacity="0.35"/><stop offset="1" stop-color="#f5b942" stop-opacity="0"/></radialGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>
<g transform="translate(${MARGIN} 52) scale(0.9)"><rect width="64" height="64" rx="14" fill="#fdfaf4" fill-opacity="0.08"/><path d="M32 12c5 8 10 13 10 21a10 10 0 0 1-20 0c0-8 5-13 10-21z" fill="#f5b942"/><path d="M32 26c2.5 4 5 6.5 5 10a5 5 0 0 1-10 0c0-3.5 2.5-6 5-10z" fill="#fff4d6"/><rect x="22" y="47" width="20" height="5" rx="2.5" fill="#f5b942"/></g>
<text x="${MARGIN + 72}" y="98" font-family="Lora" font-weight="bold" font-size="34" fill="#f5b942">${escapeMarkup(productName)}</text>
${lines}
<rect x="${MARGIN}" y="${OG_HEIGHT - 118}" width="64" height="3" fill="#f5b942"/>
<text x="${MARGIN}" y="${OG_HEIGHT - 66}" font-family="Lora" font-weight="bold" font-size="40" fill="#f5b942">${escapeMarkup(reference)}</text>
</svg>`;
}

const cache = new Map<string, Buffer>();
const CACHE_SIZE = 200;

/** The PNG of a shared verse, rendered with the fonts shipped in content/fonts (no system fonts: the same on every machine). */
export function renderOgImage(payload: Pick<TSharePayload, 'verse' | 'text'>, productName: string): Buffer {
  const key = `${payload.verse}\n${payload.text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = new Resvg(ogSvg(payload, productName), {
    fitTo: { mode: 'width', value: OG_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Lora' },
  })
    .render()
    .asPng();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}
