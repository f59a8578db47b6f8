import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import type {
  TMarkDayResult,
  TUnmarkDayResult,
  TMyPlan,
  TPlanDetail,
  TPlanFile,
  TPlanProgress,
  TPlanSummary,
} from '../../../contract/plans.js';
import type { DbOrTx } from '../../db/client.js';
import { completedItems, planProgress } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { progressChanged, recordCompletion, withdrawItemCompletion } from '../../domain/progress.js';
import type { SessionUser } from '../../platform/session.js';
import { addDays, dayNumber, localDay } from '../../domain/time.js';
import { planCatalogue, toPlanSummary } from './catalogue.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'progress'>;
type Row = typeof planProgress.$inferSelect;

function planOf(planId: string): TPlanFile {
  const plan = planCatalogue().get(planId);
  if (!plan) throw notFound('There is no reading plan with that name.');
  return plan;
}

/**
 * Where a person stands, from their row and their today. Day N is due on startedOn + N − 1; a day not read
 * by then is "behind" (caught up at the person's pace), never a reset.
 */
export function toApiProgress(row: Row, plan: TPlanFile, today: string): TPlanProgress {
  const length = plan.days.length;
  const done = new Set(row.doneDays);
  const scheduledDay = Math.min(length, Math.max(1, dayNumber(today) - dayNumber(row.startedOn) + 1));
  const nextDay = plan.days.find((d) => !done.has(d.day))?.day ?? null;
  let behind = 0;
  for (let d = 1; d < scheduledDay; d++) if (!done.has(d)) behind++;
  return {
    planId: row.planId,
    status: row.status as TPlanProgress['status'],
    startedOn: row.startedOn,
    doneDays: [...done].sort((a, b) => a - b),
    scheduledDay,
    nextDay,
    behind,
    readToday: row.lastReadOn === today && row.doneDays.length > 0,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const todayOf = (deps: Pick<AppDeps, 'now'>, user: SessionUser) => localDay(deps.now(), user.timeZone);

async function rowOf(db: DbOrTx, userId: number, planId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(planProgress)
    .where(and(eq(planProgress.userId, userId), eq(planProgress.planId, planId)));
  return row;
}

export function listPlans(): TPlanSummary[] {
  return [...planCatalogue().values()].map(toPlanSummary);
}

export async function planDetail(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser, planId: string): Promise<TPlanDetail> {
  const plan = planOf(planId);
  const row = await rowOf(deps.db, user.id, planId);
  return { ...toPlanSummary(plan), days: plan.days, progress: row ? toApiProgress(row, plan, todayOf(deps, user)) : null };
}

/** The plans the person is on (active ones), each with the day to read next: the Dashboard's card. */
export async function myPlans(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser): Promise<TMyPlan[]> {
  const rows = await deps.db
    .select()
    .from(planProgress)
    .where(and(eq(planProgress.userId, user.id), eq(planProgress.status, 'active')))
    .orderBy(planProgress.id);
  const today = todayOf(deps, user);
  return rows.flatMap((row) => {
    const plan = planCatalogue().get(row.planId);
    if (!plan) return [];
    const progress = toApiProgress(row, plan, today);
    const next = progress.nextDay === null ? null : plan.days[progress.nextDay - 1]!;
    return [{ ...toPlanSummary(plan), progress, next }];
  });
}

/** Starts a plan today, or starts it again from day 1 after quitting or finishing it. */
export async function startPlan(deps: Deps, user: SessionUser, planId: string): Promise<TPlanProgress> {
  const plan = planOf(planId);
  const today = todayOf(deps, user);
  const fresh = { startedOn: today, doneDays: [], status: 'active', finishedAt: null, lastReadOn: null, updatedAt: deps.now() };
  const [row] = await deps.db
    .insert(planProgress)
    .values({ userId: user.id, planId, ...fresh })
    .onConflictDoUpdate({ target: [planProgress.userId, planProgress.planId], set: fresh })
    .returning();
  deps.events.publish({ userId: user.id, topics: ['plans'] });
  return toApiProgress(row!, plan, today);
}

async function activeRow(deps: Pick<AppDeps, 'db'>, user: SessionUser, planId: string): Promise<Row> {
  const row = await rowOf(deps.db, user.id, planId);
  if (!row || row.status === 'quit') throw badRequest('Start this plan first.');
  return row;
}

/**
 * Marks a day read. Reading any plan's day completes the day's scripture practice for the person's local
 * day (once a day, like Mark as Read); the last unread day finishes the plan, which may earn a badge.
 */
export async function markDay(deps: Deps, user: SessionUser, planId: string, day: number): Promise<TMarkDayResult> {
  const plan = planOf(planId);
  if (day > plan.days.length) throw badRequest(`${plan.title} has ${plan.days.length} days.`);
  const row = await activeRow(deps, user, planId);
  const today = todayOf(deps, user);
  const doneDays = [...new Set([...row.doneDays, day])].sort((a, b) => a - b);
  const finishing = row.status === 'active' && doneDays.length === plan.days.length;
  const [updated] = await deps.db
    .update(planProgress)
    .set({
      doneDays,
      lastReadOn: today,
      updatedAt: deps.now(),
      ...(finishing && { status: 'finished', finishedAt: deps.now() }),
    })
    .where(eq(planProgress.id, row.id))
    .returning();
  const { created } = await recordCompletion(deps, user, 'scripture', dayItem(planId, day));
  // A finished plan counts towards a badge even on a day the scripture practice was already done.
  if (finishing && !created) await progressChanged(deps, user.id);
  deps.events.publish({ userId: user.id, topics: ['plans'] });
  return { progress: toApiProgress(updated!, plan, today), completedPractice: created, finishedPlan: finishing };
}

/** How a plan's day is named among the passages read on a day (`completed_items`). */
const dayItem = (planId: string, day: number) => `plan:${planId}:${day}`;

/**
 * Takes back a day marked read by mistake. The day is unread again; a finished plan is active again (a badge
 * it earned stays earned); and the day's scripture practice it alone completed, on the day it was marked, is
 * taken back, so streaks and progress recompute from what is left (decision 054).
 */
export async function unmarkDay(deps: Deps, user: SessionUser, planId: string, day: number): Promise<TUnmarkDayResult> {
  const plan = planOf(planId);
  if (day > plan.days.length) throw badRequest(`${plan.title} has ${plan.days.length} days.`);
  const row = await rowOf(deps.db, user.id, planId);
  if (!row || row.status === 'quit') throw badRequest('Start this plan first.');
  if (!row.doneDays.includes(day)) throw badRequest(`Day ${day} is not marked as read.`);
  const { withdrewPractice } = await withdrawItemCompletion(deps, user, 'scripture', dayItem(planId, day));
  const today = todayOf(deps, user);
  // "Read today" stays only while another day of this plan is still marked on the person's today.
  const [stillToday] = await deps.db
    .select({ id: completedItems.id })
    .from(completedItems)
    .where(
      and(
        eq(completedItems.userId, user.id),
        eq(completedItems.type, 'scripture'),
        eq(completedItems.day, today),
        like(completedItems.contentId, `plan:${planId}:%`),
      ),
    )
    .limit(1);
  const [updated] = await deps.db
    .update(planProgress)
    .set({
      doneDays: row.doneDays.filter((d) => d !== day),
      updatedAt: deps.now(),
      ...(row.lastReadOn === today && !stillToday && { lastReadOn: null }),
      ...(row.status === 'finished' && { status: 'active', finishedAt: null }),
    })
    .where(eq(planProgress.id, row.id))
    .returning();
  // A plan no longer finished changes the badge's measure even when no practice was taken back.
  if (row.status === 'finished' && !withdrewPractice) await progressChanged(deps, user.id);
  deps.events.publish({ userId: user.id, topics: ['plans'] });
  return { progress: toApiProgress(updated!, plan, today), withdrewPractice };
}

/** Moves the schedule so the first unread day is today's: missed days are no longer "behind". */
export async function shiftPlan(deps: Deps, user: SessionUser, planId: string): Promise<TPlanProgress> {
  const plan = planOf(planId);
  const row = await activeRow(deps, user, planId);
  const today = todayOf(deps, user);
  const next = toApiProgress(row, plan, today).nextDay;
  if (next === null) throw badRequest('Every day of this plan is read already.');
  const [updated] = await deps.db
    .update(planProgress)
    .set({ startedOn: addDays(today, -(next - 1)), updatedAt: deps.now() })
    .where(eq(planProgress.id, row.id))
    .returning();
  deps.events.publish({ userId: user.id, topics: ['plans'] });
  return toApiProgress(updated!, plan, today);
}

/** Leaves a plan; what was read is kept until it is started again. */
export async function quitPlan(deps: Deps, user: SessionUser, planId: string): Promise<TPlanProgress> {
  const plan = planOf(planId);
  const row = await activeRow(deps, user, planId);
  const [updated] = await deps.db
    .update(planProgress)
    .set({ status: 'quit', updatedAt: deps.now() })
    .where(eq(planProgress.id, row.id))
    .returning();
  deps.events.publish({ userId: user.id, topics: ['plans'] });
  return toApiProgress(updated!, plan, todayOf(deps, user));
}

/** How many plans a person has finished: the badge's measure. */
export async function countFinishedPlans(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(planProgress)
    .where(and(eq(planProgress.userId, userId), isNotNull(planProgress.finishedAt)));
  return Number(r?.n ?? 0);
}
