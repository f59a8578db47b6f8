import { wrapLines } from '@contract/text';
import loraBold from '@content/fonts/Lora-Bold.ttf?url';
import loraItalic from '@content/fonts/Lora-Italic.ttf?url';
import loraRegular from '@content/fonts/Lora-Regular.ttf?url';

export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
export const MARGIN = 110;
export const CONTENT_WIDTH = STORY_WIDTH - 2 * MARGIN;

let fontsReady: Promise<string> | undefined;

/** The cards' typeface (the same Lora the server's link previews use); Georgia if it cannot load. */
export function storyFont(): Promise<string> {
  fontsReady ??= (async () => {
    try {
      const faces = [
        new FontFace('Lora', `url(${loraRegular})`, { weight: '400' }),
        new FontFace('Lora', `url(${loraItalic})`, { weight: '400', style: 'italic' }),
        new FontFace('Lora', `url(${loraBold})`, { weight: '700' }),
      ];
      for (const f of await Promise.all(faces.map((f) => f.load()))) document.fonts.add(f);
      return 'Lora, Georgia, serif';
    } catch {
      return 'Georgia, serif';
    }
  })();
  return fontsReady;
}

export interface Story {
  ctx: CanvasRenderingContext2D;
  canvas: HTMLCanvasElement;
  family: string;
}

export async function newStory(background: [string, string, string]): Promise<Story> {
  const family = await storyFont();
  const canvas = document.createElement('canvas');
  canvas.width = STORY_WIDTH;
  canvas.height = STORY_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images.');
  const g = ctx.createLinearGradient(0, 0, STORY_WIDTH * 0.4, STORY_HEIGHT);
  g.addColorStop(0, background[0]);
  g.addColorStop(0.55, background[1]);
  g.addColorStop(1, background[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, STORY_WIDTH, STORY_HEIGHT);
  const glow = ctx.createRadialGradient(STORY_WIDTH * 0.85, 180, 0, STORY_WIDTH * 0.85, 180, 900);
  glow.addColorStop(0, 'rgba(245, 185, 66, 0.28)');
  glow.addColorStop(1, 'rgba(245, 185, 66, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, STORY_WIDTH, STORY_HEIGHT);
  return { ctx, canvas, family };
}

/** Draws wrapped text from `y` (or only measures it, `dry`), returning the y below it. */
export function paragraph(
  s: Story,
  text: string,
  y: number,
  opts: { size: number; maxLines: number; style?: string; color?: string; lineHeight?: number; align?: CanvasTextAlign; dry?: boolean },
): number {
  const { ctx } = s;
  ctx.font = `${opts.style ?? ''} ${opts.size}px ${s.family}`.trim();
  ctx.fillStyle = opts.color ?? '#fdfaf4';
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'alphabetic';
  const x = opts.align === 'center' ? STORY_WIDTH / 2 : MARGIN;
  const step = Math.round(opts.size * (opts.lineHeight ?? 1.4));
  const { lines } = wrapLines((t) => ctx.measureText(t).width, text, CONTENT_WIDTH, opts.maxLines);
  if (!opts.dry) lines.forEach((line, i) => ctx.fillText(line, x, y + i * step));
  return y + lines.length * step;
}

/** The lamp mark and the product name at the top; the hashtags at the bottom. */
export function frame(s: Story, productName: string, hashtags: string) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(MARGIN, 120);
  ctx.scale(1.4, 1.4);
  ctx.fillStyle = 'rgba(253, 250, 244, 0.1)';
  ctx.beginPath();
  ctx.roundRect(0, 0, 64, 64, 14);
  ctx.fill();
  ctx.fillStyle = '#f5b942';
  ctx.fill(new Path2D('M32 12c5 8 10 13 10 21a10 10 0 0 1-20 0c0-8 5-13 10-21z'));
  ctx.fillStyle = '#fff4d6';
  ctx.fill(new Path2D('M32 26c2.5 4 5 6.5 5 10a5 5 0 0 1-10 0c0-3.5 2.5-6 5-10z'));
  ctx.fillStyle = '#f5b942';
  ctx.beginPath();
  ctx.roundRect(22, 47, 20, 5, 2.5);
  ctx.fill();
  ctx.restore();
  ctx.font = `700 52px ${s.family}`;
  ctx.fillStyle = '#f5b942';
  ctx.textAlign = 'left';
  ctx.fillText(productName, MARGIN + 112, 184);
  paragraph(s, hashtags, STORY_HEIGHT - 130, { size: 34, maxLines: 2, color: 'rgba(253, 250, 244, 0.75)' });
}

/** A gold rule, for between sections. */
export function rule(s: Story, y: number, dry = false) {
  if (dry) return;
  s.ctx.fillStyle = '#f5b942';
  s.ctx.fillRect(MARGIN, y, 96, 5);
}

export function toPng(s: Story): Promise<Blob> {
  return new Promise((resolve, reject) =>
    s.canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be made.'))), 'image/png'),
  );
}
