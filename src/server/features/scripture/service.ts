import { and, asc, eq } from 'drizzle-orm';
import type { TTranslation } from '../../../contract/common.js';
import type { TFavoriteAnswer, TScripture } from '../../../contract/scripture.js';
import { scriptureFavorites } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../platform/errors.js';
import { scriptureById, scriptureOfTheDay } from '../../domain/scriptures.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events'>;

/** The same passage for everyone on a calendar date: the list, walked one a day. */
export function dailyScripture(deps: Pick<AppDeps, 'now'>, timeZone: string, translation: TTranslation): TScripture {
  return scriptureOfTheDay(deps.now(), timeZone, translation);
}

export function requireScripture(id: number, translation: TTranslation): TScripture {
  const scripture = scriptureById(id, translation);
  if (!scripture) throw notFound(`There is no scripture ${id}.`);
  return scripture;
}

export async function favoriteScriptures(deps: Pick<AppDeps, 'db'>, userId: number, translation: TTranslation): Promise<TScripture[]> {
  const rows = await deps.db
    .select({ scriptureId: scriptureFavorites.scriptureId })
    .from(scriptureFavorites)
    .where(eq(scriptureFavorites.userId, userId))
    .orderBy(asc(scriptureFavorites.createdAt), asc(scriptureFavorites.id));
  return rows.flatMap((r) => scriptureById(r.scriptureId, translation) ?? []);
}

/** Saves the passage, or un-saves it when it was saved already. */
export async function toggleScriptureFavorite(deps: Deps, userId: number, scriptureId: number): Promise<TFavoriteAnswer> {
  requireScripture(scriptureId, 'WEB');
  const inserted = await deps.db
    .insert(scriptureFavorites)
    .values({ userId, scriptureId })
    .onConflictDoNothing()
    .returning({ id: scriptureFavorites.id });
  if (!inserted.length) {
    await deps.db
      .delete(scriptureFavorites)
      .where(and(eq(scriptureFavorites.userId, userId), eq(scriptureFavorites.scriptureId, scriptureId)));
  }
  deps.events.publish({ userId, topics: ['scripture-favorites'] });
  return { isFavorite: inserted.length > 0 };
}
