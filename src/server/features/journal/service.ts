import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TJournalEntry, ZJournalInput } from '../../../contract/journal.js';
import { journalEntries } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { recordCompletion } from '../../platform/progress.js';
import type { SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events'>;
type Input = z.output<typeof ZJournalInput>;
type Row = typeof journalEntries.$inferSelect;

const toApi = (r: Row): TJournalEntry => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  content: r.content,
  scripture: r.scripture,
  mood: r.mood,
  date: r.date.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The user's entries, newest first. */
export async function listJournal(deps: Pick<AppDeps, 'db'>, user: SessionUser, limit?: number): Promise<TJournalEntry[]> {
  const query = deps.db.select().from(journalEntries).where(eq(journalEntries.userId, user.id)).orderBy(desc(journalEntries.date), desc(journalEntries.id));
  return (await (limit ? query.limit(limit) : query)).map(toApi);
}

/** An entry of the user's own: 404 if there is none, 403 if it is someone else's. */
async function ownEntry(deps: Pick<AppDeps, 'db'>, user: SessionUser, id: number): Promise<Row> {
  const [row] = await deps.db.select().from(journalEntries).where(eq(journalEntries.id, id));
  if (!row) throw notFound('That journal entry does not exist.');
  if (row.userId !== user.id) throw forbidden('That journal entry is not yours.');
  return row;
}

export async function getJournalEntry(deps: Pick<AppDeps, 'db'>, user: SessionUser, id: number): Promise<TJournalEntry> {
  return toApi(await ownEntry(deps, user, id));
}

/** Writing an entry completes the day's journal practice, on the server. */
export async function createJournalEntry(deps: Deps, user: SessionUser, input: Input): Promise<TJournalEntry> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(journalEntries)
    .values({ userId: user.id, title: input.title, content: input.content, scripture: input.scripture, mood: input.mood, date: now, updatedAt: now })
    .returning();
  const { created } = await recordCompletion(deps, user, 'journal', String(row!.id));
  // A new completion already told the user's other tabs about progress; the entry count changed either way.
  deps.events.publish({ userId: user.id, topics: created ? ['journal'] : ['journal', 'progress'] });
  return toApi(row!);
}

export async function updateJournalEntry(deps: Deps, user: SessionUser, id: number, input: Input): Promise<TJournalEntry> {
  await ownEntry(deps, user, id);
  const [row] = await deps.db
    .update(journalEntries)
    .set({ title: input.title, content: input.content, scripture: input.scripture, mood: input.mood, updatedAt: deps.now() })
    .where(eq(journalEntries.id, id))
    .returning();
  if (!row) throw notFound('That journal entry does not exist.');
  deps.events.publish({ userId: user.id, topics: ['journal'] });
  return toApi(row);
}

/** Deleting an entry keeps the day's completion: the practice was done. */
export async function deleteJournalEntry(deps: Deps, user: SessionUser, id: number): Promise<void> {
  await ownEntry(deps, user, id);
  await deps.db.delete(journalEntries).where(eq(journalEntries.id, id));
  deps.events.publish({ userId: user.id, topics: ['journal', 'progress'] });
}
