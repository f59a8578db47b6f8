import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TGratitude, ZCreateGratitude } from '../../../contract/gratitudes.js';
import { gratitudes } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { recordCompletion } from '../../platform/progress.js';
import type { SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events'>;
type Row = typeof gratitudes.$inferSelect;

const toApi = (r: Row): TGratitude => ({ id: r.id, userId: r.userId, text: r.text, date: r.date.toISOString() });

export async function listGratitudes(deps: Pick<AppDeps, 'db'>, user: SessionUser, limit?: number): Promise<TGratitude[]> {
  const query = deps.db.select().from(gratitudes).where(eq(gratitudes.userId, user.id)).orderBy(desc(gratitudes.date), desc(gratitudes.id));
  return (await (limit ? query.limit(limit) : query)).map(toApi);
}

/** Giving thanks completes the day's gratitude practice, on the server. */
export async function createGratitude(deps: Deps, user: SessionUser, input: z.output<typeof ZCreateGratitude>): Promise<TGratitude> {
  const [row] = await deps.db.insert(gratitudes).values({ userId: user.id, text: input.text, date: deps.now() }).returning();
  const { created } = await recordCompletion(deps, user, 'gratitude', String(row!.id));
  // Growth stats count gratitudes: progress changed even when today's practice was already done.
  deps.events.publish({ userId: user.id, topics: created ? ['gratitudes'] : ['gratitudes', 'progress'] });
  return toApi(row!);
}

export async function deleteGratitude(deps: Deps, user: SessionUser, id: number): Promise<void> {
  const [row] = await deps.db.select({ userId: gratitudes.userId }).from(gratitudes).where(eq(gratitudes.id, id));
  if (!row) throw notFound('That gratitude does not exist.');
  if (row.userId !== user.id) throw forbidden('That gratitude is not yours.');
  await deps.db.delete(gratitudes).where(eq(gratitudes.id, id));
  deps.events.publish({ userId: user.id, topics: ['gratitudes', 'progress'] });
}
