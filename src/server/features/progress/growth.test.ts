import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (u: TestUser, type: string) => u.post(`/api/users/${u.id}/completions`, { type });
const stats = async (u: TestUser) => (await u.get(`/api/users/${u.id}/growth-stats`)).json();

describe('growth stats', () => {
  it('counts, and ranks every user by badges then current streak, ties sharing a position', async () => {
    t.clock.set('2026-03-10T10:00:00Z');
    const leader = await signUp(t.app);
    const tiedA = await signUp(t.app);
    const tiedB = await signUp(t.app);
    const newcomer = await signUp(t.app);

    expect(await stats(newcomer)).toEqual({
      currentStreak: 0,
      totalBadges: 0,
      totalGratitudes: 0,
      totalJournalEntries: 0,
      userRanking: { position: 1, totalUsers: 4, message: "You're leading the community in spiritual growth!" },
    });

    // Leader: journal + gratitude on two days (2 first-time badges), then a 2-day streak.
    for (const day of ['2026-03-10', '2026-03-11']) {
      t.clock.set(`${day}T10:00:00Z`);
      await leader.post('/api/journal', { userId: leader.id, title: day, content: 'Entry' });
      await leader.post('/api/gratitudes', { userId: leader.id, text: `Thanks on ${day}` });
    }
    // Two users with one badge and a 1-day streak each.
    await tiedA.post('/api/journal', { userId: tiedA.id, title: 'One', content: 'Entry' });
    await tiedB.post('/api/gratitudes', { userId: tiedB.id, text: 'One' });

    expect(await stats(leader)).toMatchObject({
      currentStreak: 2,
      totalBadges: 2,
      totalGratitudes: 2,
      totalJournalEntries: 2,
      userRanking: { position: 1, totalUsers: 4 },
    });
    expect((await stats(tiedA)).userRanking).toMatchObject({ position: 2, totalUsers: 4 });
    expect((await stats(tiedB)).userRanking).toMatchObject({ position: 2, totalUsers: 4 });
    expect((await stats(newcomer)).userRanking).toEqual({
      position: 4,
      totalUsers: 4,
      message: 'Every step counts in your spiritual growth!',
    });

    // Same badges, but tiedA's streak stays current and tiedB's lapses: tiedA moves ahead.
    t.clock.set('2026-03-13T10:00:00Z');
    await complete(tiedA, 'mood');
    await tiedA.patch(`/api/users/${tiedA.id}/badges/mood-first`, {});
    expect((await stats(tiedA)).totalBadges).toBe(2);
    expect((await stats(tiedB)).userRanking.position).toBe(3);
    expect((await stats(tiedB)).currentStreak).toBe(0);
  });

  it('refuses another user', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await a.get(`/api/users/${b.id}/growth-stats`)).statusCode).toBe(403);
    expect((await a.get(`/api/users/${b.id}/streaks`)).statusCode).toBe(403);
  });
});

describe('daily encouragement', () => {
  it("picks today's verse by the day of the user's local year mod 7 and the closing verse 3 further, in their translation", async () => {
    const ny = await signUp(t.app, { timeZone: 'America/New_York' });
    const utc = await signUp(t.app);
    t.clock.set('2026-01-02T03:00:00Z'); // January 1st (day 1) in New York, the 2nd (day 2) in UTC
    const mine = (await ny.get('/api/daily-encouragement')).json();
    expect(mine).toMatchObject({
      day: '2026-01-01',
      translation: 'WEB',
      today: { reference: 'Lamentations 3:23' },
      closing: { reference: 'Isaiah 40:31' },
    });
    expect(mine.today.text).toBe('They are new every morning. Great is your faithfulness.');
    expect(mine.today.message).toMatch(/mercy is new this morning/);
    expect((await utc.get('/api/daily-encouragement')).json()).toMatchObject({
      day: '2026-01-02',
      today: { reference: 'Galatians 6:9' },
      closing: { reference: 'Philippians 1:6' },
    });

    await ny.put(`/api/users/${ny.id}`, { translation: 'KJV' });
    const kjv = (await ny.get('/api/daily-encouragement')).json();
    expect(kjv.translation).toBe('KJV');
    expect(kjv.today.text).toBe('They are new every morning: great is thy faithfulness.');
  });
});
