import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMoodEntry, ZCreateMood } from '../../../contract/mood-entries.js';
import { moodEntries } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { recordCompletion } from '../../platform/progress.js';
import type { SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events'>;
type Row = typeof moodEntries.$inferSelect;

const toApi = (r: Row): TMoodEntry => ({ id: r.id, userId: r.userId, mood: r.mood, reflection: r.reflection, date: r.date.toISOString() });

export async function listMoods(deps: Pick<AppDeps, 'db'>, user: SessionUser, limit?: number): Promise<TMoodEntry[]> {
  const query = deps.db.select().from(moodEntries).where(eq(moodEntries.userId, user.id)).orderBy(desc(moodEntries.date), desc(moodEntries.id));
  return (await (limit ? query.limit(limit) : query)).map(toApi);
}

/** Recording a mood completes the day's mood practice, on the server. */
export async function createMood(deps: Deps, user: SessionUser, input: z.output<typeof ZCreateMood>): Promise<TMoodEntry> {
  const [row] = await deps.db.insert(moodEntries).values({ userId: user.id, mood: input.mood, reflection: input.reflection, date: deps.now() }).returning();
  await recordCompletion(deps, user, 'mood', String(row!.id));
  deps.events.publish({ userId: user.id, topics: ['moods'] });
  return toApi(row!);
}

export async function deleteMood(deps: Deps, user: SessionUser, id: number): Promise<void> {
  const [row] = await deps.db.select({ userId: moodEntries.userId }).from(moodEntries).where(eq(moodEntries.id, id));
  if (!row) throw notFound('That mood entry does not exist.');
  if (row.userId !== user.id) throw forbidden('That mood entry is not yours.');
  await deps.db.delete(moodEntries).where(eq(moodEntries.id, id));
  deps.events.publish({ userId: user.id, topics: ['moods'] });
}
