import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';
import { startOfLocalDay } from '../../domain/time.js';
import { computeStreak, dayMarks } from './streaks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (u: TestUser, type: string) => u.post(`/api/users/${u.id}/completions`, { type });
const streaks = async (u: TestUser) => (await u.get(`/api/users/${u.id}/streaks`)).json();

describe('local days', () => {
  it('finds the start of a local day, across daylight-saving changes and odd offsets', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-03-10', 'Asia/Kathmandu').toISOString()).toBe('2026-03-09T18:15:00.000Z');
    expect(startOfLocalDay('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('counts runs of consecutive days and keeps the longest', () => {
    const at = (day: string) => ({ type: 'journal', day, completedAt: new Date(`${day}T12:00:00Z`), timeZone: 'UTC' });
    const s = computeStreak(dayMarks(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06'].map(at)));
    expect(s).toMatchObject({ length: 2, longest: 3, lastDay: '2026-01-06', validUntil: '2026-01-08T00:00:00.000Z' });
    expect(computeStreak([])).toMatchObject({ length: 0, longest: 0, lastDay: null, validUntil: null });
  });
});

describe('streaks', () => {
  it('grow one per local day with any practice, survive the next day, and reset after a missed day', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-10T09:00:00Z');
    await complete(u, 'journal');
    t.clock.set('2026-03-11T09:00:00Z');
    await complete(u, 'mood');
    await complete(u, 'mood'); // the same practice twice in a day counts once
    t.clock.set('2026-03-12T21:00:00Z');
    await complete(u, 'journal');
    expect((await streaks(u)).overall).toEqual({ currentStreak: 3, longestStreak: 3, lastCompletedDay: '2026-03-12', perfectDays: 0 });
    expect((await streaks(u)).journal).toEqual({ currentStreak: 1, longestStreak: 1, lastCompletedDay: '2026-03-12' });

    t.clock.set('2026-03-13T23:59:00Z'); // nothing yet today: the streak still stands
    expect((await streaks(u)).overall.currentStreak).toBe(3);
    t.clock.set('2026-03-14T00:01:00Z'); // a whole day missed
    expect((await streaks(u)).overall.currentStreak).toBe(0);
    expect((await u.get(`/api/users/${u.id}/growth-stats`)).json().currentStreak).toBe(0);
    await complete(u, 'prayer');
    expect((await streaks(u)).overall).toMatchObject({ currentStreak: 1, longestStreak: 3 });
  });

  it("counts a late-evening practice for the local day it was in the user's zone", async () => {
    const u = await signUp(t.app, { timeZone: 'America/New_York' });
    t.clock.set('2026-03-11T03:30:00Z'); // 23:30 on the 10th in New York (the 11th in UTC)
    await complete(u, 'gratitude');
    t.clock.set('2026-03-11T22:00:00Z'); // 18:00 on the 11th
    await complete(u, 'gratitude');
    expect((await streaks(u)).gratitude).toEqual({ currentStreak: 2, longestStreak: 2, lastCompletedDay: '2026-03-11' });
  });

  it('PATCH …/streaks/{activity} recomputes and never inflates', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-15T10:00:00Z');
    await complete(u, 'scripture');
    for (let i = 0; i < 3; i++) {
      const res = await u.patch(`/api/users/${u.id}/streaks/scripture`, { increment: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ currentStreak: 1, longestStreak: 1, lastCompletedDay: '2026-03-15' });
    }
    expect((await u.patch(`/api/users/${u.id}/streaks/meditation`, { increment: true })).json().currentStreak).toBe(0);
    expect((await u.patch(`/api/users/${u.id}/streaks/fasting`, { increment: true })).statusCode).toBe(400);
  });

  it('survive a flight east over the date line that skips a calendar day', async () => {
    const u = await signUp(t.app, { timeZone: 'America/Los_Angeles' });
    t.clock.set('2026-03-11T06:00:00Z'); // 23:00 on the 10th in Los Angeles, just before take-off
    await complete(u, 'prayer');
    await u.put(`/api/users/${u.id}`, { timeZone: 'Asia/Tokyo' });
    t.clock.set('2026-03-11T23:00:00Z'); // landed: 08:00 on the 12th in Tokyo; the 11th passed in the air
    expect((await streaks(u)).overall.currentStreak).toBe(1);
    await complete(u, 'prayer');
    expect((await streaks(u)).overall).toMatchObject({ currentStreak: 2, lastCompletedDay: '2026-03-12' });
    expect((await streaks(u)).prayer.currentStreak).toBe(2);
  });

  it('survive a flight west that lives a calendar day twice, and still reset when a day is skipped at home', async () => {
    const u = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
    t.clock.set('2026-03-12T00:00:00Z'); // 09:00 on the 12th in Tokyo
    await complete(u, 'journal');
    await u.put(`/api/users/${u.id}`, { timeZone: 'America/New_York' });
    t.clock.set('2026-03-14T03:00:00Z'); // 23:00 on the 13th in New York (the 14th in Tokyo): the 12th was yesterday here
    expect((await streaks(u)).overall.currentStreak).toBe(1);
    await complete(u, 'journal');
    expect((await streaks(u)).overall).toMatchObject({ currentStreak: 2, lastCompletedDay: '2026-03-13' });
    t.clock.set('2026-03-15T14:00:00Z'); // the 14th passed at home without a practice
    await complete(u, 'journal');
    expect((await streaks(u)).overall).toMatchObject({ currentStreak: 1, longestStreak: 2 });
  });

  it("can't be stretched by flipping the time zone", async () => {
    t.clock.set('2026-04-22T10:30:00Z'); // 10:30 on the 22nd in UTC, 23:30 on the 21st in Pago Pago, 00:30 on the 23rd in Kiribati
    const u = await signUp(t.app, { timeZone: 'UTC' });
    for (const zone of ['Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
      expect((await u.put(`/api/users/${u.id}`, { timeZone: zone })).statusCode).toBe(200);
      const done = await complete(u, 'scripture');
      expect(done.statusCode, done.body).toBe(201);
      t.clock.advance(60_000);
    }
    expect((await streaks(u)).overall.currentStreak).toBe(1);
    expect((await streaks(u)).overall.longestStreak).toBe(1);
  });

  it('counts a perfect day when all six practices are done', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-16T10:00:00Z');
    for (const type of ['journal', 'gratitude', 'mood', 'scripture', 'meditation']) await complete(u, type);
    expect((await streaks(u)).overall.perfectDays).toBe(0);
    await complete(u, 'prayer');
    expect((await streaks(u)).overall.perfectDays).toBe(1);
  });
});
