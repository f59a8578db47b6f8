import { and, desc, eq } from 'drizzle-orm';
import type { TPrayerIngredient } from '../../../contract/prayer.js';
import { PRAYER_INCLUDED_MAX } from '../../../contract/prayer-list.js';
import { gratitudes, journalEntries, moodEntries, prayerRequests } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../platform/session.js';
import type { PrayerSources } from './composer.js';

export interface SourcesRead {
  sources: Partial<PrayerSources>;
  missing: TPrayerIngredient[];
}

/**
 * THE one place the Prayer Assistant reads what a person wrote: their latest journal entry, their current
 * (latest) mood and their most recent gratitude, and the names (only) of the few active prayer-list requests
 * they turned "Include in my daily prayer" on for, newest first: exactly what the Privacy page says is used,
 * and nothing more (decision 056).
 * Every prayer (offline or by a model) is built only from what this returns, so a check on these texts
 * (crisis care) belongs here, before anything is composed or sent anywhere.
 */
export async function readPrayerSources(deps: Pick<AppDeps, 'db'>, user: SessionUser): Promise<SourcesRead> {
  const [[journal], [mood], [gratitude], requests] = await Promise.all([
    deps.db
      .select({ title: journalEntries.title, content: journalEntries.content })
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id))
      .orderBy(desc(journalEntries.date), desc(journalEntries.id))
      .limit(1),
    deps.db
      .select({ mood: moodEntries.mood })
      .from(moodEntries)
      .where(eq(moodEntries.userId, user.id))
      .orderBy(desc(moodEntries.date), desc(moodEntries.id))
      .limit(1),
    deps.db
      .select({ text: gratitudes.text })
      .from(gratitudes)
      .where(eq(gratitudes.userId, user.id))
      .orderBy(desc(gratitudes.date), desc(gratitudes.id))
      .limit(1),
    deps.db
      .select({ title: prayerRequests.title })
      .from(prayerRequests)
      .where(and(eq(prayerRequests.userId, user.id), eq(prayerRequests.status, 'active'), eq(prayerRequests.includeInPrayer, true)))
      .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
      .limit(PRAYER_INCLUDED_MAX),
  ]);
  const missing: TPrayerIngredient[] = [];
  if (!journal) missing.push('journal');
  if (!mood) missing.push('mood');
  if (!gratitude) missing.push('gratitude');
  return { sources: { journal, mood, gratitude, requests }, missing };
}
