import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planProgress } from '../../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reading plans', () => {
  it('lists at least 12 plans, shortest first, with length and theme', async () => {
    const u = await signUp(t.app);
    const plans = (await u.get('/api/plans')).json() as { id: string; length: number; themeLabel: string }[];
    expect(plans.length).toBeGreaterThanOrEqual(12);
    expect(plans.find((p) => p.id === 'psalms-30')).toMatchObject({ length: 30, themeLabel: 'Psalms and wisdom' });
    expect(plans.at(-1)).toMatchObject({ id: 'bible-in-a-year', length: 365 });
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(401);
    expect((await u.get(`/api/plans/no-such-plan?userId=${u.id}`)).statusCode).toBe(404);
  });

  it('starts, marks a day (completing scripture once per local day), catches up, shifts, and finishes with a badge', async () => {
    t.clock.set('2026-04-01T10:00:00Z');
    const u = await signUp(t.app, { timeZone: 'America/New_York' });
    const start = await u.post('/api/plans/first-week/start', { userId: u.id });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      status: 'active',
      startedOn: '2026-04-01',
      scheduledDay: 1,
      nextDay: 1,
      behind: 0,
      readToday: false,
    });

    const day1 = (await u.post('/api/plans/first-week/days/1', {})).json();
    expect(day1).toMatchObject({ completedPractice: true, finishedPlan: false, progress: { doneDays: [1], nextDay: 2, readToday: true } });
    expect((await u.get(`/api/users/${u.id}/completions`)).json().scripture).toBe(true);
    expect((await u.post('/api/plans/first-week/days/2', {})).json().completedPractice).toBe(false);

    // Three days later (still the 4th in New York at 01:00 UTC on the 5th): day 4 is scheduled, day 3 is behind.
    t.clock.set('2026-04-05T01:00:00Z');
    const later = (await u.get(`/api/plans/first-week?userId=${u.id}`)).json();
    expect(later.progress).toMatchObject({ scheduledDay: 4, nextDay: 3, behind: 1, readToday: false });
    expect(later.days).toHaveLength(7);
    const mine = (await u.get(`/api/plans/mine?userId=${u.id}`)).json();
    expect(mine).toMatchObject([{ id: 'first-week', next: { day: 3 }, progress: { behind: 1 } }]);

    const shifted = (await u.post('/api/plans/first-week/shift', {})).json();
    expect(shifted).toMatchObject({ startedOn: '2026-04-02', scheduledDay: 3, nextDay: 3, behind: 0 });

    expect((await u.post('/api/plans/first-week/days/8', {})).json().message).toBe('A First Week with Jesus has 7 days.');
    for (const d of [3, 4, 5, 6]) await u.post(`/api/plans/first-week/days/${d}`, {});
    const last = (await u.post('/api/plans/first-week/days/7', {})).json();
    expect(last).toMatchObject({ finishedPlan: true, progress: { status: 'finished', nextDay: null } });
    const badges = (await u.get(`/api/users/${u.id}/badges`)).json() as { badgeId: string; earned: boolean; progress: number }[];
    expect(badges.find((b) => b.badgeId === 'plan-finished')).toMatchObject({ earned: true, progress: 1 });
    expect((await u.get(`/api/plans/mine?userId=${u.id}`)).json()).toEqual([]);
  });

  it('quits and restarts from day 1; several plans at once', async () => {
    const u = await signUp(t.app);
    await u.post('/api/plans/psalms-30/start', {});
    await u.post('/api/plans/proverbs-31/start', {});
    await u.post('/api/plans/psalms-30/days/1', {});
    expect((await u.get(`/api/plans/mine?userId=${u.id}`)).json().map((p: { id: string }) => p.id)).toEqual(['psalms-30', 'proverbs-31']);
    expect((await u.post('/api/plans/psalms-30/quit', {})).json().status).toBe('quit');
    expect((await u.post('/api/plans/psalms-30/days/2', {})).json().message).toBe('Start this plan first.');
    expect((await u.get(`/api/plans/mine?userId=${u.id}`)).json().map((p: { id: string }) => p.id)).toEqual(['proverbs-31']);
    const again = (await u.post('/api/plans/psalms-30/start', {})).json();
    expect(again).toMatchObject({ status: 'active', doneDays: [], nextDay: 1 });
  });

  it("unmarks a day ticked by mistake: progress, the day's practice and streaks recompute; only the owner may", async () => {
    t.clock.set('2026-05-10T12:00:00Z');
    const u = await signUp(t.app, { timeZone: 'Europe/London' });
    const other = await signUp(t.app);
    await u.post('/api/plans/grief/start', {});
    await u.post('/api/plans/grief/days/1', {});
    expect((await u.get(`/api/users/${u.id}/streaks`)).json().scripture).toMatchObject({
      currentStreak: 1,
      lastCompletedDay: '2026-05-10',
    });

    // Someone else can't take it back, and nothing changes.
    expect((await other.del('/api/plans/grief/days/1', { userId: u.id })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/plans/grief/days/1', payload: {} })).statusCode).toBe(401);
    expect((await u.get(`/api/plans/grief?userId=${u.id}`)).json().progress.doneDays).toEqual([1]);

    const undone = await u.del('/api/plans/grief/days/1', { userId: u.id });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ withdrewPractice: true, progress: { doneDays: [], nextDay: 1, readToday: false } });
    expect((await u.get(`/api/users/${u.id}/completions`)).json().scripture).toBe(false);
    expect((await u.get(`/api/users/${u.id}/streaks`)).json().scripture).toMatchObject({ currentStreak: 0, lastCompletedDay: null });
    expect((await u.del('/api/plans/grief/days/1', {})).json().message).toBe('Day 1 is not marked as read.');
    expect((await u.del('/api/plans/grief/days/9', {})).json().message).toBe('When You Grieve has 7 days.');

    // Two days read today: taking one back keeps the day's practice, standing on the other.
    await u.post('/api/plans/grief/days/1', {});
    await u.post('/api/plans/grief/days/2', {});
    expect((await u.del('/api/plans/grief/days/1', {})).json()).toMatchObject({
      withdrewPractice: false,
      progress: { doneDays: [2], readToday: true },
    });
    expect((await u.get(`/api/users/${u.id}/completions`)).json().scripture).toBe(true);
    expect((await u.del('/api/plans/grief/days/2', {})).json().withdrewPractice).toBe(true);
    expect((await u.get(`/api/users/${u.id}/completions`)).json().scripture).toBe(false);

    // A day read yesterday: taking it back takes back yesterday's practice, so the streak is recomputed.
    await u.post('/api/plans/grief/days/1', {});
    t.clock.set('2026-05-11T12:00:00Z');
    await u.post('/api/plans/grief/days/2', {});
    expect((await u.get(`/api/users/${u.id}/streaks`)).json().scripture.currentStreak).toBe(2);
    await u.del('/api/plans/grief/days/1', {});
    expect((await u.get(`/api/users/${u.id}/streaks`)).json().scripture.currentStreak).toBe(1);
  });

  it('unmarking a day of a finished plan makes it active again; the badge it earned stays', async () => {
    const u = await signUp(t.app);
    await u.post('/api/plans/first-week/start', {});
    for (const d of [1, 2, 3, 4, 5, 6, 7]) await u.post(`/api/plans/first-week/days/${d}`, {});
    const undone = (await u.del('/api/plans/first-week/days/7', {})).json();
    expect(undone.progress).toMatchObject({ status: 'active', finishedAt: null, nextDay: 7 });
    expect((await u.get(`/api/plans/mine?userId=${u.id}`)).json().map((p: { id: string }) => p.id)).toEqual(['first-week']);
    const badges = (await u.get(`/api/users/${u.id}/badges`)).json() as { badgeId: string; earned: boolean }[];
    expect(badges.find((b) => b.badgeId === 'plan-finished')).toMatchObject({ earned: true });
    await u.post('/api/plans/first-week/quit', {});
    expect((await u.del('/api/plans/first-week/days/1', {})).json().message).toBe('Start this plan first.');
  });

  it("answers 403 for another person's progress, is in the export and goes with the account", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await a.post('/api/plans/grief/start', {});
    expect((await b.get(`/api/plans/mine?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.get(`/api/plans/grief?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/plans/grief/start', { userId: a.id })).statusCode).toBe(403);
    expect((await b.post('/api/plans/grief/days/1', { userId: a.id })).statusCode).toBe(403);
    expect((await a.post('/api/plans/grief/days/0', {})).statusCode).toBe(400);
    const exported = (await a.get(`/api/users/${a.id}/export`)).json();
    expect(exported.data.plan_progress).toMatchObject([{ planId: 'grief', status: 'active' }]);
    expect((await a.del(`/api/users/${a.id}`, { password: a.account.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(planProgress).where(eq(planProgress.userId, a.id))).toEqual([]);
  });
});
