import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressChanged } from '../../domain/progress.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (u: TestUser, type: string) => u.post(`/api/users/${u.id}/completions`, { type });
const badge = async (u: TestUser, id: string) =>
  ((await u.get(`/api/users/${u.id}/badges`)).json() as { badgeId: string }[]).find((b) => b.badgeId === id);

describe('badge catalogue', () => {
  it('lists at least 15 badges covering every practice, community, perfect days and 3/7/30/100-day streaks', async () => {
    const u = await signUp(t.app);
    const res = await u.get('/api/badges');
    expect(res.statusCode).toBe(200);
    const badges = res.json() as { id: string; name: string; description: string; icon: string; target: number }[];
    expect(badges.length).toBeGreaterThanOrEqual(15);
    for (const b of badges)
      expect(b).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        icon: expect.any(String),
        target: expect.any(Number),
      });
    const ids = badges.map((b) => b.id);
    for (const practice of ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer', 'community', 'perfect'])
      expect(ids.some((id) => id.startsWith(practice))).toBe(true);
    for (const days of [3, 7, 30, 100]) expect(badges.find((b) => b.id === `streak-${days}`)?.target).toBe(days);
    expect((await client(t.app).get('/api/badges')).statusCode).toBe(401);
  });
});

describe('user badges', () => {
  it('starts every badge at 0 and awards one when its practice is completed', async () => {
    const u = await signUp(t.app);
    const start = (await u.get(`/api/users/${u.id}/badges`)).json() as { progress: number; earned: boolean }[];
    expect(start.length).toBeGreaterThanOrEqual(15);
    expect(start.every((b) => b.progress === 0 && !b.earned)).toBe(true);

    t.clock.set('2026-03-10T12:00:00Z');
    await u.post('/api/journal', { userId: u.id, title: 'Day one', content: 'Beginning' });
    expect(await badge(u, 'journal-first')).toEqual({
      badgeId: 'journal-first',
      progress: 1,
      target: 1,
      earned: true,
      earnedAt: '2026-03-10T12:00:00.000Z',
    });
    expect(await badge(u, 'journal-30')).toMatchObject({ progress: 1, target: 30, earned: false, earnedAt: null });
    expect((await u.get(`/api/users/${u.id}/growth-stats`)).json().totalBadges).toBe(1);
  });

  it('PATCH …/badges/{badgeId} recomputes and ignores a progress the client sends', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-10T12:00:00Z');
    await complete(u, 'gratitude');
    const res = await u.patch(`/api/users/${u.id}/badges/gratitude-30`, { progress: 999 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ badgeId: 'gratitude-30', progress: 1, earned: false });
    expect((await u.patch(`/api/users/${u.id}/badges/no-such-badge`, { progress: 1 })).statusCode).toBe(404);
    const other = await signUp(t.app);
    expect((await other.patch(`/api/users/${u.id}/badges/gratitude-30`, { progress: 30 })).statusCode).toBe(403);
    expect((await other.get(`/api/users/${u.id}/badges`)).statusCode).toBe(403);
  });

  it('awards streak badges from the longest run and keeps them after the streak breaks', async () => {
    const u = await signUp(t.app);
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
      t.clock.set(`${day}T10:00:00Z`);
      await complete(u, 'meditation');
    }
    expect(await badge(u, 'streak-3')).toMatchObject({ progress: 3, earned: true, earnedAt: '2026-03-12T10:00:00.000Z' });
    expect(await badge(u, 'streak-7')).toMatchObject({ progress: 3, earned: false });
    t.clock.set('2026-03-20T10:00:00Z');
    await complete(u, 'meditation');
    expect(await badge(u, 'streak-3')).toMatchObject({ earned: true, earnedAt: '2026-03-12T10:00:00.000Z' });
  });

  it('awards the perfect-day badge for all six in a day', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-18T10:00:00Z');
    for (const type of ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer']) await complete(u, type);
    expect(await badge(u, 'perfect-day')).toMatchObject({ progress: 1, earned: true });
    expect(await badge(u, 'perfect-7')).toMatchObject({ progress: 1, earned: false });
  });

  it("measures a badge by another capability's registered metric, and keeps it earned when the count drops", async () => {
    const u = await signUp(t.app);
    expect(await badge(u, 'community-first-post')).toMatchObject({ progress: 0, earned: false });
    let posts = 0;
    const real = t.app.deps.progress.metric('communityPosts')!;
    t.app.deps.progress.registerMetric('communityPosts', async (_db, userId) => (userId === u.id ? posts : 0));
    try {
      posts = 1;
      const topics: string[][] = [];
      const off = t.events.subscribe(u.id, (e) => topics.push(e.topics));
      await progressChanged(t.app.deps, u.id);
      off();
      expect(topics).toEqual([['progress']]);
      expect(await badge(u, 'community-first-post')).toMatchObject({ progress: 1, earned: true });
      posts = 0;
      await progressChanged(t.app.deps, u.id);
      expect(await badge(u, 'community-first-post')).toMatchObject({ progress: 0, earned: true });
    } finally {
      t.app.deps.progress.registerMetric('communityPosts', real);
    }
  });
});

describe('recomputing', () => {
  it('tells other tabs only when a PATCH actually changed something', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-22T10:00:00Z');
    await complete(u, 'journal');
    const topics: string[][] = [];
    const off = t.events.subscribe(u.id, (e) => topics.push(e.topics));
    await u.patch(`/api/users/${u.id}/streaks/journal`, { increment: true });
    await u.patch(`/api/users/${u.id}/badges/journal-first`, { progress: 5 });
    expect(topics).toEqual([]);
    let posts = 0;
    const real = t.app.deps.progress.metric('communityPosts')!;
    t.app.deps.progress.registerMetric('communityPosts', async (_db, userId) => (userId === u.id ? posts : 0));
    try {
      posts = 1;
      await u.patch(`/api/users/${u.id}/badges/community-first-post`, {});
      expect(topics).toEqual([['progress']]);
    } finally {
      off();
      t.app.deps.progress.registerMetric('communityPosts', real);
    }
  });
});
