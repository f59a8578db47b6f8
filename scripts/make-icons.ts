/**
 * The app's icons, drawn from one source image (src/client/public/favicon.svg) by resvg, the SVG renderer the server
 * already ships. Run `npx tsx scripts/make-icons.ts` after changing the source; the PNGs are committed (decision 080).
 *
 * - "any" icons (192, 512): the source as it is, rounded corners and all.
 * - maskable (512): a full-bleed square of the brand colour with the source inside the central 80 % safe zone,
 *   so a launcher's circle or squircle never cuts the lamp.
 * - Apple touch icon (180): full bleed and opaque (iOS adds its own corners and would show transparency as black).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const PUBLIC_DIR = path.resolve('src/client/public');
const BRAND = '#1e2a44';
const source = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const inner = Buffer.from(source).toString('base64');

/** The source drawn at `scale` of the square's side, centred on a full-bleed brand square. */
const onSquare = (scale: number) => {
  const side = 512;
  const size = side * scale;
  const at = (side - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${side} ${side}">
  <rect width="${side}" height="${side}" fill="${BRAND}"/>
  <image x="${at}" y="${at}" width="${size}" height="${size}" xlink:href="data:image/svg+xml;base64,${inner}"/>
</svg>`;
};

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icons/pwa-192x192.png', svg: source, size: 192 },
  { file: 'icons/pwa-512x512.png', svg: source, size: 512 },
  { file: 'icons/maskable-512x512.png', svg: onSquare(0.8), size: 512 },
  { file: 'apple-touch-icon.png', svg: onSquare(0.9), size: 180 },
];

for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(PUBLIC_DIR, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
