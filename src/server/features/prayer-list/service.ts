import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TCare } from '../../../contract/care.js';
import { withCareFor } from '../../domain/care/index.js';
import type { z } from 'zod/mini';
import {
  PRAYER_REQUESTS_MAX,
  type TPrayedResult,
  type TPrayerRequest,
  type TPrayerRhythm,
  type TPrayerStatus,
  type TPrayerToday,
  type ZAnswerPrayerRequest,
  type ZSavePrayerRequest,
} from '../../../contract/prayer-list.js';
import { prayerRequests } from '../../db/schema/index.js';
import { lookupPassage, passageText, readerTranslation } from '../../domain/bible.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { deleteOwnRow, readOwnRow } from '../../platform/ownership.js';
import { recordCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { localDay } from '../../domain/time.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type Row = typeof prayerRequests.$inferSelect;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const MESSAGES = { missing: 'That prayer request does not exist.', notYours: 'That prayer request is not yours.' };

/** 0 = Sunday … 6 = Saturday of a 'YYYY-MM-DD' day (calendar arithmetic, no zone). */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const rhythmOf = (weekdays: number[]): TPrayerRhythm =>
  weekdays.length === 7 ? { type: 'daily' } : { type: 'weekdays', days: [...weekdays].sort() };

function toApi(r: Row, user: SessionUser, today: string): TPrayerRequest {
  const translation = readerTranslation(user);
  return {
    id: r.id,
    userId: r.userId,
    title: r.title,
    notes: r.notes,
    category: r.category as TPrayerRequest['category'],
    verse: r.scripture ? { reference: r.scripture, text: passageText(r.scripture, translation), translation } : null,
    rhythm: rhythmOf(r.weekdays),
    status: r.status as TPrayerStatus,
    answeredOn: r.answeredOn,
    answerNote: r.answerNote,
    prayedToday: r.lastPrayedOn === today,
    prayedDays: r.prayedDays,
    includeInPrayer: r.includeInPrayer,
    createdAt: r.createdAt.toISOString(),
  };
}

const todayOf = (deps: Pick<AppDeps, 'now'>, user: SessionUser) => localDay(deps.now(), user.timeZone);

/**
 * A list of the user's requests: the active ones in the order they were added, the answered ones newest
 * answer first (the testimony to look back on), the archived ones last changed first.
 */
export async function listPrayerRequests(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser, status: TPrayerStatus) {
  const order =
    status === 'answered'
      ? [desc(prayerRequests.answeredOn), desc(prayerRequests.id)]
      : status === 'archived'
        ? [desc(prayerRequests.updatedAt), desc(prayerRequests.id)]
        : [asc(prayerRequests.id)];
  const rows = await deps.db
    .select()
    .from(prayerRequests)
    .where(and(eq(prayerRequests.userId, user.id), eq(prayerRequests.status, status)))
    .orderBy(...order);
  const today = todayOf(deps, user);
  return rows.map((r) => toApi(r, user, today));
}

/** The active requests due on the user's local today (daily ones, and those whose weekday it is). */
export async function prayerToday(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser): Promise<TPrayerToday> {
  const day = todayOf(deps, user);
  const weekday = weekdayOf(day);
  const rows = await deps.db
    .select()
    .from(prayerRequests)
    .where(
      and(
        eq(prayerRequests.userId, user.id),
        eq(prayerRequests.status, 'active'),
        sql`${weekday}::smallint = ANY(${prayerRequests.weekdays})`,
      ),
    )
    .orderBy(asc(prayerRequests.id));
  return { day, weekday, due: rows.map((r) => toApi(r, user, day)) };
}

/** A typed reference in its canonical form ("phil 4:6" → "Philippians 4:6"); a wrong one is the person's to fix. */
function canonicalScripture(reference: string | null): string | null {
  return reference === null ? null : lookupPassage(reference, 'WEB').reference;
}

/**
 * The one place a prayer request is written, new (`id` absent) or changed: every rule about what a
 * person may save (limits, the reference, the rhythm) is decided here, and anything that must look at
 * what was written before it is kept belongs here too.
 */
export async function savePrayerRequest(
  deps: Deps,
  user: SessionUser,
  input: z.output<typeof ZSavePrayerRequest>,
  id?: number,
): Promise<TPrayerRequest & { care?: TCare }> {
  const values = {
    title: input.title,
    notes: input.notes,
    category: input.category,
    scripture: canonicalScripture(input.scripture),
    weekdays: input.rhythm.type === 'daily' ? EVERY_DAY : input.rhythm.days,
    updatedAt: deps.now(),
  };
  let row: Row;
  if (id === undefined) {
    const [{ n }] = (await deps.db.select({ n: count() }).from(prayerRequests).where(eq(prayerRequests.userId, user.id))) as [
      { n: number },
    ];
    if (n >= PRAYER_REQUESTS_MAX)
      throw conflict(
        `Your prayer list holds at most ${PRAYER_REQUESTS_MAX} requests, answered and archived ones included. Delete one you no longer need to add another.`,
      );
    [row] = (await deps.db
      .insert(prayerRequests)
      .values({ userId: user.id, ...values, createdAt: deps.now() })
      .returning()) as [Row];
  } else {
    await readOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
    [row] = (await deps.db.update(prayerRequests).set(values).where(eq(prayerRequests.id, id)).returning()) as [Row];
  }
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
  // Crisis care (decision 090): the request is saved first; if its words sound like a crisis, the answer carries the card.
  return withCareFor(toApi(row, user, todayOf(deps, user)), [input.title, input.notes], user);
}

/**
 * Prayed through in "Pray now": counted once per local day per request, and the first prayer of the day
 * completes the day's prayer practice on the server.
 */
export async function markPrayed(deps: Deps, user: SessionUser, id: number): Promise<TPrayedResult> {
  const existing = await readOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
  if (existing.status !== 'active') throw badRequest('Only a request on your active list can be prayed through. Restore it first.');
  const today = todayOf(deps, user);
  const [updated] = await deps.db
    .update(prayerRequests)
    .set({ lastPrayedOn: today, prayedDays: sql`${prayerRequests.prayedDays} + 1` })
    .where(and(eq(prayerRequests.id, id), sql`${prayerRequests.lastPrayedOn} IS DISTINCT FROM ${today}::date`))
    .returning();
  const { created } = await recordCompletion(deps, user, 'prayer');
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
  return { request: toApi(updated ?? { ...existing, lastPrayedOn: today }, user, today), completedPractice: created };
}

/** Marks a request answered, with an optional note and day (the user's today unless given; never later). */
export async function answerPrayerRequest(
  deps: Deps,
  user: SessionUser,
  id: number,
  input: z.output<typeof ZAnswerPrayerRequest>,
): Promise<TPrayerRequest> {
  await readOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
  const today = todayOf(deps, user);
  const answeredOn = input.answeredOn ?? today;
  if (answeredOn > today) throw badRequest('The day it was answered cannot be in the future.');
  const [row] = (await deps.db
    .update(prayerRequests)
    .set({ status: 'answered', answeredOn, answerNote: input.note, updatedAt: deps.now() })
    .where(eq(prayerRequests.id, id))
    .returning()) as [Row];
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
  return toApi(row, user, today);
}

/**
 * Turns "Include in my daily prayer" on or off for one request. Only what is on (and active) is ever read by
 * the Prayer Assistant (`features/prayer/sources.ts`), and then only its name.
 */
export async function setIncludeInPrayer(deps: Deps, user: SessionUser, id: number, include: boolean): Promise<TPrayerRequest> {
  await readOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
  const [row] = (await deps.db
    .update(prayerRequests)
    .set({ includeInPrayer: include, updatedAt: deps.now() })
    .where(eq(prayerRequests.id, id))
    .returning()) as [Row];
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
  return toApi(row, user, todayOf(deps, user));
}

/** Archives a request (off the daily list, kept), or brings an archived or answered one back to the active list. */
export async function setPrayerRequestStatus(
  deps: Deps,
  user: SessionUser,
  id: number,
  status: 'active' | 'archived',
): Promise<TPrayerRequest> {
  await readOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
  const answer = status === 'active' ? { answeredOn: null, answerNote: null } : {};
  const [row] = (await deps.db
    .update(prayerRequests)
    .set({ status, ...answer, updatedAt: deps.now() })
    .where(eq(prayerRequests.id, id))
    .returning()) as [Row];
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
  return toApi(row, user, todayOf(deps, user));
}

export async function deletePrayerRequest(deps: Deps, user: SessionUser, id: number): Promise<void> {
  await deleteOwnRow(deps.db, prayerRequests, id, user.id, MESSAGES);
  deps.events.publish({ userId: user.id, topics: ['prayer-list'] });
}
