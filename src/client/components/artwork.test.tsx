import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Artwork, planArtwork } from './artwork';

/** The markup without the per-instance gradient ids, so two renders of one seed can be compared. */
const draw = (seed: string) => renderToStaticMarkup(<Artwork seed={seed} />).replace(/art-(sky|glow|ray)-[A-Za-z0-9_-]+/g, 'art-$1');

describe('Artwork', () => {
  it('draws the same picture for the same seed', () => {
    expect(draw('John 3:16')).toBe(draw('John 3:16'));
    expect(planArtwork('meditation-7')).toEqual(planArtwork('meditation-7'));
  });

  it('draws different pictures for different seeds, with several palettes and both motifs among them', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `meditation-${i + 1}`);
    const pictures = new Set(seeds.map(draw));
    expect(pictures.size).toBe(seeds.length);
    const plans = seeds.map(planArtwork);
    expect(new Set(plans.map((p) => p.palette.name)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(plans.map((p) => p.motif))).toEqual(new Set(['hills', 'waves']));
    expect(draw('Psalm 23:1')).not.toBe(draw('Psalm 23:2'));
  });

  it('is decorative: hidden, no text, colours only from the design tokens, no animation', () => {
    const html = draw('Romans 8:28');
    expect(html).toMatch(/^<div aria-hidden="true"/);
    expect(html).not.toMatch(/<text|<title|<animate|<image|href=/);
    expect(html).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    const colours = html.match(/var\(--color-[a-z-]+\)/g) ?? [];
    expect(colours.length).toBeGreaterThan(0);
    expect(html).toContain('aspect-[6/1]');
  });

  it('keeps every shape inside the band', () => {
    for (let i = 0; i < 200; i++) {
      const { sun, layers } = planArtwork(`seed-${i}`);
      expect(sun.x).toBeGreaterThanOrEqual(0);
      expect(sun.x).toBeLessThanOrEqual(600);
      expect(sun.y).toBeLessThan(100);
      for (const l of layers) for (const n of l.d.match(/-?\d+(\.\d+)?/g)!.map(Number)) expect(n).toBeGreaterThanOrEqual(0);
    }
  });
});
