import { and, asc, eq } from 'drizzle-orm';
import type { TTranslation } from '../../../contract/common.js';
import type { TMeditation, TMeditationSummary } from '../../../contract/meditation.js';
import type { TFavoriteAnswer } from '../../../contract/scripture.js';
import { meditationFavorites } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../platform/errors.js';
import { itemOfTheDay } from '../../domain/time.js';
import { audioPath } from './audio.js';
import { meditationDetail, meditationEntries, meditationSummaries } from './catalogue.js';

export function meditationById(id: number, translation: TTranslation): TMeditation {
  const entry = meditationEntries().find((m) => m.id === id);
  if (!entry) throw notFound(`There is no meditation ${id}.`);
  return meditationDetail(entry, translation, audioPath());
}

/** The same meditation for everyone on a calendar date, walking the collection one a day. */
export function dailyMeditation(deps: Pick<AppDeps, 'now'>, timeZone: string, translation: TTranslation): TMeditation {
  return meditationDetail(itemOfTheDay(meditationEntries(), deps.now(), timeZone), translation, audioPath());
}

export async function favoriteMeditations(deps: Pick<AppDeps, 'db'>, userId: number): Promise<TMeditationSummary[]> {
  const rows = await deps.db
    .select({ meditationId: meditationFavorites.meditationId })
    .from(meditationFavorites)
    .where(eq(meditationFavorites.userId, userId))
    .orderBy(asc(meditationFavorites.createdAt), asc(meditationFavorites.id));
  const byId = new Map(meditationSummaries().map((m) => [m.id, m]));
  return rows.flatMap((r) => byId.get(r.meditationId) ?? []);
}

/** Saves the meditation, or un-saves it when it was saved already. */
export async function toggleMeditationFavorite(
  deps: Pick<AppDeps, 'db' | 'events'>,
  userId: number,
  meditationId: number,
): Promise<TFavoriteAnswer> {
  if (!meditationEntries().some((m) => m.id === meditationId)) throw notFound(`There is no meditation ${meditationId}.`);
  const inserted = await deps.db
    .insert(meditationFavorites)
    .values({ userId, meditationId })
    .onConflictDoNothing()
    .returning({ id: meditationFavorites.id });
  if (!inserted.length) {
    await deps.db
      .delete(meditationFavorites)
      .where(and(eq(meditationFavorites.userId, userId), eq(meditationFavorites.meditationId, meditationId)));
  }
  deps.events.publish({ userId, topics: ['meditation-favorites'] });
  return { isFavorite: inserted.length > 0 };
}
