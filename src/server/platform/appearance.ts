import { eq } from 'drizzle-orm';
import { TEXT_SIZES, THEMES, type TTextSize, type TTheme } from '../../contract/users.js';
import type { Db } from '../db/client.js';
import { preferences } from '../db/schema/index.js';

export interface Appearance {
  theme: TTheme;
  textSize: TTextSize;
}

/** A stored row's theme and text size, anything unknown read as the default. */
export function appearanceOf(row: { theme?: string | null; textSize?: string | null } | undefined): Appearance {
  const theme = THEMES.find((t) => t === row?.theme) ?? 'system';
  const textSize = TEXT_SIZES.find((s) => s === row?.textSize) ?? 'medium';
  return { theme, textSize };
}

/** The signed-in reader's appearance, for the page the server sends (so it paints right the first time). */
export async function readAppearance(db: Db, userId: number): Promise<Appearance> {
  const [row] = await db
    .select({ theme: preferences.theme, textSize: preferences.textSize })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return appearanceOf(row);
}

/** The <html> element with the reader's choices on it; values are from fixed lists, never from input. */
export function withAppearance(html: string, a: Appearance): string {
  return html.replace(/<html([^>]*)>/, (_m, attrs: string) => `<html${attrs} data-theme="${a.theme}" data-text-size="${a.textSize}">`);
}
