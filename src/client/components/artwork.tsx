import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * Calm generated artwork for the top band of a card: a sky, a low light with its glow (sometimes with rays), and
 * hills or waves. Everything is drawn from the seed (a passage reference, a meditation's id): the same seed always
 * gives the same picture, another seed another palette and shape. Colours are the design tokens (docs/design.md),
 * so it follows the light and dark themes. Decorative only: hidden from assistive technology, no text, no motion,
 * and a fixed aspect ratio so nothing moves when it appears.
 */

/** FNV-1a: a string to 32 bits, the same everywhere. */
function hash(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic sequence of numbers in [0, 1). */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: string, b: string, percent: number) => `color-mix(in oklab, var(--color-${a}) ${percent}%, var(--color-${b}))`;

/** Token palettes: the sky from top to horizon, the light, and the land or water. */
const PALETTES = [
  { name: 'dawn', sky: [mix('accent-soft', 'card', 100), mix('accent', 'card', 18)], light: 'accent', land: 'accent' },
  { name: 'dusk', sky: [mix('primary', 'card', 30), mix('accent-soft', 'card', 100)], light: 'accent', land: 'primary' },
  { name: 'meadow', sky: [mix('success-soft', 'card', 100), mix('accent-soft', 'card', 70)], light: 'accent', land: 'success' },
  { name: 'stone', sky: [mix('muted', 'card', 100), mix('accent-soft', 'card', 80)], light: 'accent', land: 'accent' },
  { name: 'evening', sky: [mix('primary', 'card', 18), mix('success-soft', 'card', 60)], light: 'accent', land: 'primary' },
] as const;

const W = 600;
const H = 100;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A soft hill line across the band, its crest between `top` and `top + depth`, filled down to the bottom. */
function hill(next: () => number, top: number, depth: number) {
  const y0 = top + next() * depth;
  const y1 = top + next() * depth;
  const c1x = 80 + next() * 180;
  const c2x = 340 + next() * 180;
  const c1y = top - depth * 0.6 + next() * depth * 1.2;
  const c2y = top - depth * 0.6 + next() * depth * 1.2;
  return `M0 ${r1(y0)} C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${W} ${r1(y1)} L${W} ${H} L0 ${H}Z`;
}

/** A gentle wave line across the band at `top`, with a few crests, filled down to the bottom. */
function wave(next: () => number, top: number, height: number) {
  const crests = 2 + Math.floor(next() * 3);
  const step = W / crests;
  const shift = next() * step * 0.5;
  let d = `M0 ${r1(top)}`;
  for (let i = 0; i < crests; i++) {
    const x = (i + 1) * step;
    const up = i % 2 === 0 ? -height : height;
    d += ` Q${r1(x - step / 2 + shift * (i % 2 ? -1 : 1) * 0.3)} ${r1(top + up)} ${r1(x)} ${r1(top)}`;
  }
  return `${d} L${W} ${H} L0 ${H}Z`;
}

export interface ArtworkPlan {
  palette: (typeof PALETTES)[number];
  motif: 'hills' | 'waves';
  sun: { x: number; y: number; r: number; glow: number };
  rays: { x1: number; x2: number }[];
  layers: { d: string; opacity: number }[];
}

/** What a seed draws (exported for tests). */
export function planArtwork(seed: string): ArtworkPlan {
  const next = sequence(hash(seed));
  const palette = PALETTES[Math.floor(next() * PALETTES.length)]!;
  const motif = next() < 0.6 ? 'hills' : 'waves';
  const sun = { x: r1(70 + next() * 460), y: r1(34 + next() * 26), r: r1(9 + next() * 8), glow: r1(55 + next() * 45) };
  const rayCount = next() < 0.45 ? 0 : 3 + Math.floor(next() * 3);
  const spread = 40 + next() * 50;
  const rays = Array.from({ length: rayCount }, (_, i) => {
    const x = sun.x - spread * 2 + (i * spread * 4) / Math.max(1, rayCount - 1) + (next() - 0.5) * 12;
    return { x1: r1(x - 6), x2: r1(x + 6) };
  });
  const layers =
    motif === 'hills'
      ? [
          { d: hill(next, 50, 20), opacity: 0.18 },
          { d: hill(next, 64, 16), opacity: 0.3 },
          { d: hill(next, 78, 12), opacity: 0.45 },
        ]
      : [
          { d: wave(next, 58, 6 + next() * 5), opacity: 0.16 },
          { d: wave(next, 72, 5 + next() * 4), opacity: 0.28 },
          { d: wave(next, 85, 3 + next() * 4), opacity: 0.42 },
        ];
  return { palette, motif, sun, rays, layers };
}

interface Props {
  /** The passage reference or the meditation's id: the same seed draws the same picture. */
  seed: string;
  className?: string;
}

/** A decorative band of generated artwork; put it above a card's text, never behind it. */
export function Artwork({ seed, className }: Props) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { palette, motif, sun, rays, layers } = planArtwork(seed);
  const sky = `art-sky-${uid}`;
  const glow = `art-glow-${uid}`;
  const ray = `art-ray-${uid}`;
  const light = `var(--color-${palette.light})`;
  const land = `var(--color-${palette.land})`;
  return (
    <div
      aria-hidden
      data-artwork={`${palette.name}-${motif}`}
      className={cn('pointer-events-none aspect-[6/1] w-full overflow-hidden select-none', className)}
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="xMidYMid slice"
        width="100%"
        height="100%"
        focusable="false"
        aria-hidden
        className="block size-full"
      >
        <defs>
          <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" style={{ stopColor: palette.sky[0] }} />
            <stop offset="1" style={{ stopColor: palette.sky[1] }} />
          </linearGradient>
          <radialGradient id={glow} cx={sun.x} cy={sun.y} r={sun.glow} gradientUnits="userSpaceOnUse">
            <stop offset="0" style={{ stopColor: light, stopOpacity: 0.45 }} />
            <stop offset="0.45" style={{ stopColor: light, stopOpacity: 0.14 }} />
            <stop offset="1" style={{ stopColor: light, stopOpacity: 0 }} />
          </radialGradient>
          <linearGradient id={ray} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" style={{ stopColor: light, stopOpacity: 0.22 }} />
            <stop offset="1" style={{ stopColor: light, stopOpacity: 0 }} />
          </linearGradient>
        </defs>
        <rect width={W} height={H} fill={`url(#${sky})`} />
        <circle cx={sun.x} cy={sun.y} r={sun.glow} fill={`url(#${glow})`} />
        {rays.map((r, i) => (
          <path key={i} d={`M${sun.x} ${sun.y} L${r.x1} ${H} L${r.x2} ${H}Z`} fill={`url(#${ray})`} />
        ))}
        <circle cx={sun.x} cy={sun.y} r={sun.r} style={{ fill: light, opacity: 0.55 }} />
        {layers.map((l, i) => (
          <path key={i} d={l.d} style={{ fill: land, opacity: l.opacity }} />
        ))}
      </svg>
    </div>
  );
}
