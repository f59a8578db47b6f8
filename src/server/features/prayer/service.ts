import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { TCare } from '../../../contract/care.js';
import { firstName } from '../../../contract/names.js';
import {
  FALLBACK_PRAYER_NAME,
  listMissing,
  PRAYER_DAILY_LIMIT,
  type TPrayer,
  type TPrayerReadiness,
  type ZGeneratePrayer,
  type ZPrayerListQuery,
} from '../../../contract/prayer.js';
import { prayerGenerations, prayers, users } from '../../db/schema/index.js';
import { readerTranslation } from '../../domain/bible.js';
import { careFor, detectCrisis } from '../../domain/care/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, tooManyRequests } from '../../platform/errors.js';
import { deleteOwnRow } from '../../platform/ownership.js';
import { recordCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { addDays, localDay, startOfLocalDay } from '../../domain/time.js';
import { composePrayer, type ComposedPrayer, type PrayerSources } from './composer.js';
import { askModelForPrayer } from './model.js';
import { readPrayerSources } from './sources.js';
import { voicePronunciationOf } from './voice.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress' | 'ai'>;
type Row = typeof prayers.$inferSelect;

const toApi = (r: Row): TPrayer => ({
  id: r.id,
  prayer: r.prayer,
  bibleConnection: { ...r.bibleConnection, translation: r.bibleConnection.translation === 'KJV' ? 'KJV' : 'WEB' },
  encouragement: r.encouragement,
  name: r.name,
  composedBy: r.composedBy === 'model' ? 'model' : 'offline',
  createdAt: r.createdAt.toISOString(),
});

/** The name a prayer speaks to (§4.4): the one just said or typed, the saved one, the account's first name, else 'Friend'. */
export function prayerNameFor(user: Pick<SessionUser, 'name' | 'prayerName'>, detectedName: string | null): string {
  return detectedName?.trim() || user.prayerName?.trim() || firstName(user.name) || FALLBACK_PRAYER_NAME;
}

async function generatedOn(deps: Pick<AppDeps, 'db'>, userId: number, day: string): Promise<number> {
  const [row] = await deps.db
    .select({ count: prayerGenerations.count })
    .from(prayerGenerations)
    .where(and(eq(prayerGenerations.userId, userId), eq(prayerGenerations.day, day)));
  return row?.count ?? 0;
}

export async function prayerReadiness(deps: Pick<AppDeps, 'db' | 'now' | 'ai'>, user: SessionUser): Promise<TPrayerReadiness> {
  const { sources, missing } = await readPrayerSources(deps, user);
  return {
    included: (sources.requests ?? []).map((r) => r.title),
    journal: !missing.includes('journal'),
    mood: !missing.includes('mood'),
    gratitude: !missing.includes('gratitude'),
    missing,
    generatedToday: await generatedOn(deps, user.id, localDay(deps.now(), user.timeZone)),
    dailyLimit: PRAYER_DAILY_LIMIT,
    prayerName: user.prayerName,
    voicePronunciation: await voicePronunciationOf(deps, user.id),
    canTranscribe: typeof deps.ai?.transcribe === 'function',
  };
}

/**
 * Takes one of today's generations, or answers 429 with when the next one is possible. One conditional
 * upsert: parallel requests can't pass the limit together. Returns how many prayers the person had before.
 */
async function claimGeneration(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser): Promise<number> {
  const now = deps.now();
  const day = localDay(now, user.timeZone);
  const claimed = await deps.db
    .insert(prayerGenerations)
    .values({ userId: user.id, day, count: 1 })
    .onConflictDoUpdate({
      target: [prayerGenerations.userId, prayerGenerations.day],
      set: { count: sql`${prayerGenerations.count} + 1` },
      setWhere: sql`${prayerGenerations.count} < ${PRAYER_DAILY_LIMIT}`,
    })
    .returning({ count: prayerGenerations.count });
  if (claimed.length === 0) {
    const tomorrow = startOfLocalDay(addDays(day, 1), user.timeZone);
    const seconds = (tomorrow.getTime() - now.getTime()) / 1000;
    const hours = Math.max(1, Math.round(seconds / 3600));
    throw tooManyRequests(
      `You have had today's ${PRAYER_DAILY_LIMIT} prayers. You can generate a new one tomorrow, from midnight (in about ${hours} hour${hours === 1 ? '' : 's'}). Your prayers from today are below.`,
      seconds,
    );
  }
  const [total] = await deps.db
    .select({ total: sql<number>`coalesce(sum(${prayerGenerations.count}), 0)::int` })
    .from(prayerGenerations)
    .where(eq(prayerGenerations.userId, user.id));
  return Math.max(0, (total?.total ?? 1) - 1);
}

/**
 * Writes a prayer from the person's latest journal entry, current mood and most recent gratitude (and the names
 * of the prayer-list requests they chose to include): readiness
 * (409 naming what is missing), then the daily limit (429), then the model if one is configured and its answer
 * passes every check, else the offline composer. Kept in their history; completes the day's prayer practice.
 */
export async function generatePrayer(
  deps: Deps,
  user: SessionUser,
  input: z.output<typeof ZGeneratePrayer>,
  log?: FastifyBaseLogger,
): Promise<TPrayer & { care?: TCare }> {
  const { sources, missing } = await readPrayerSources(deps, user);
  if (missing.length > 0) {
    throw new AppError('CONFLICT', `Before a prayer can be written for you, add ${listMissing(missing)}.`);
  }
  const written = sources as PrayerSources;
  // Crisis care (decision 090): when what the person wrote sounds like a crisis, the answer carries the care card,
  // no model is asked, and the prayer never quotes those words back.
  // The names of the prayer-list requests the person chose to include are read by the same check.
  const requests = written.requests ?? [];
  const care = careFor([written.journal.title, written.journal.content, written.gratitude.text, ...requests.map((r) => r.title)], user);
  const complete: PrayerSources = care
    ? {
        ...written,
        journal: { title: 'a heavy heart', content: '' },
        gratitude: detectCrisis([written.gratitude.text]) ? { text: 'the people who love you' } : written.gratitude,
        requests: requests.filter((r) => !detectCrisis([r.title])),
      }
    : written;
  const sequence = await claimGeneration(deps, user);
  const name = prayerNameFor(user, input.detectedName);
  const translation = readerTranslation(user);
  const composed = composePrayer({ name, sources: complete, translation, sequence, seed: user.id * 7 });
  let result: ComposedPrayer = composed;
  let composedBy: 'offline' | 'model' = 'offline';
  if (deps.ai && !care) {
    try {
      result = await askModelForPrayer(deps.ai, { name, sources: complete, translation, composed });
      composedBy = 'model';
    } catch (err) {
      // Only the kind of failure: a provider's error text could echo what the person wrote.
      log?.warn({ failure: err instanceof Error ? err.constructor.name : 'unknown' }, 'AI prayer failed; the offline composer answered');
    }
  }
  const [row] = await deps.db
    .insert(prayers)
    .values({ userId: user.id, name, composedBy, createdAt: deps.now(), ...result })
    .returning();
  await recordCompletion(deps, user, 'prayer', String(row!.id));
  deps.events.publish({ userId: user.id, topics: ['prayers'] });
  return care ? { ...toApi(row!), care } : toApi(row!);
}

/** The person's prayers, newest first, a page at a time. */
export async function listPrayers(deps: Pick<AppDeps, 'db'>, user: SessionUser, query: z.output<typeof ZPrayerListQuery>) {
  let where = eq(prayers.userId, user.id);
  if (query.before) {
    const [anchor] = await deps.db
      .select({ createdAt: prayers.createdAt })
      .from(prayers)
      .where(and(eq(prayers.id, query.before), eq(prayers.userId, user.id)));
    if (anchor) {
      where = and(
        where,
        or(lt(prayers.createdAt, anchor.createdAt), and(eq(prayers.createdAt, anchor.createdAt), lt(prayers.id, query.before))),
      )!;
    }
  }
  const rows = await deps.db.select().from(prayers).where(where).orderBy(desc(prayers.createdAt), desc(prayers.id)).limit(query.limit);
  return rows.map(toApi);
}

export async function deletePrayer(deps: Pick<AppDeps, 'db' | 'events'>, user: SessionUser, id: number): Promise<void> {
  await deleteOwnRow(deps.db, prayers, id, user.id, { missing: 'That prayer does not exist.', notYours: 'That prayer is not yours.' });
  deps.events.publish({ userId: user.id, topics: ['prayers'] });
}

/** Saves the name prayers speak to, so it follows the person to another device. */
export async function savePrayerName(deps: Pick<AppDeps, 'db' | 'events'>, user: SessionUser, name: string | null) {
  await deps.db.update(users).set({ prayerName: name }).where(eq(users.id, user.id));
  deps.events.publish({ userId: user.id, topics: ['prayers'] });
  return { prayerName: name };
}
