import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { TCare } from '../../../contract/care.js';
import type { TJournalEntry, ZJournalInput } from '../../../contract/journal.js';
import { journalEntries } from '../../db/schema/index.js';
import { withCareFor } from '../../domain/care/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../platform/errors.js';
import { deleteOwnRow, readOwnRow } from '../../platform/ownership.js';
import { recordCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { newestFirst, pageConditions, type DatedList } from '../../domain/user-lists.js';
import type { TUserListQuery } from '../../../contract/common.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
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

const LIST: DatedList = { table: journalEntries, id: journalEntries.id, userId: journalEntries.userId, date: journalEntries.date };

/** A page of the user's entries, newest first. */
export async function listJournal(deps: Pick<AppDeps, 'db'>, user: SessionUser, query: TUserListQuery): Promise<TJournalEntry[]> {
  const rows = await deps.db
    .select()
    .from(journalEntries)
    .where(await pageConditions(deps.db, LIST, user, query))
    .orderBy(...newestFirst(LIST))
    .limit(query.limit);
  return rows.map(toApi);
}

const OWNERSHIP = { missing: 'That journal entry does not exist.', notYours: 'That journal entry is not yours.' };

/** An entry of the user's own: 404 if there is none, 403 if it is someone else's. */
const ownEntry = (deps: Pick<AppDeps, 'db'>, user: SessionUser, id: number): Promise<Row> =>
  readOwnRow(deps.db, journalEntries, id, user.id, OWNERSHIP);

export async function getJournalEntry(deps: Pick<AppDeps, 'db'>, user: SessionUser, id: number): Promise<TJournalEntry> {
  return toApi(await ownEntry(deps, user, id));
}

/** What a save answers: the entry, and the care to show its author when what they wrote suggests danger. */
type Saved = TJournalEntry & { care?: TCare };

/** Writing an entry completes the day's journal practice, on the server. */
export async function createJournalEntry(deps: Deps, user: SessionUser, input: Input): Promise<Saved> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(journalEntries)
    .values({
      userId: user.id,
      title: input.title,
      content: input.content,
      scripture: input.scripture,
      mood: input.mood,
      date: now,
      updatedAt: now,
    })
    .returning();
  const { created } = await recordCompletion(deps, user, 'journal', String(row!.id));
  // A new completion already told the user's other tabs about progress; the entry count changed either way.
  deps.events.publish({ userId: user.id, topics: created ? ['journal'] : ['journal', 'progress'] });
  return withCareFor(toApi(row!), [input.title, input.content], user);
}

export async function updateJournalEntry(deps: Deps, user: SessionUser, id: number, input: Input): Promise<Saved> {
  await ownEntry(deps, user, id);
  const [row] = await deps.db
    .update(journalEntries)
    .set({ title: input.title, content: input.content, scripture: input.scripture, mood: input.mood, updatedAt: deps.now() })
    .where(eq(journalEntries.id, id))
    .returning();
  if (!row) throw notFound('That journal entry does not exist.');
  deps.events.publish({ userId: user.id, topics: ['journal'] });
  return withCareFor(toApi(row), [input.title, input.content], user);
}

/** Deleting an entry keeps the day's completion: the practice was done. */
export async function deleteJournalEntry(deps: Deps, user: SessionUser, id: number): Promise<void> {
  await deleteOwnRow(deps.db, journalEntries, id, user.id, OWNERSHIP);
  deps.events.publish({ userId: user.id, topics: ['journal', 'progress'] });
}
