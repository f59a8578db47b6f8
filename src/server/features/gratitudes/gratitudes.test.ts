import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(() => t.close());

describe('gratitudes', () => {
  it('adds trimmed gratitudes, lists newest first, deletes one', async () => {
    t.clock.set('2026-03-11T08:00:00Z');
    const first = await a.post('/api/gratitudes', { userId: a.id, text: '  Morning coffee with my sister ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userId: a.id, text: 'Morning coffee with my sister', date: '2026-03-11T08:00:00.000Z' });
    t.clock.advance(1000);
    await a.post('/api/gratitudes', { userId: a.id, text: 'Rain on the garden' });
    const list = (await a.get(`/api/gratitudes?userId=${a.id}`)).json();
    expect(list.map((g: { text: string }) => g.text)).toEqual(['Rain on the garden', 'Morning coffee with my sister']);
    expect((await a.get(`/api/gratitudes?userId=${a.id}&limit=1`)).json()).toHaveLength(1);

    const del = await a.del(`/api/gratitudes/${first.json().id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Gratitude deleted');
    expect((await a.get(`/api/gratitudes?userId=${a.id}`)).json()).toHaveLength(1);
    expect((await a.get(`/api/users/${a.id}/growth-stats`)).json().totalGratitudes).toBe(1);
  });

  it('refuses an empty gratitude, and one past the limit (whole, not cut), saying the limit', async () => {
    const res = await a.post('/api/gratitudes', { userId: a.id, text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter something you're grateful for");
    const long = await a.post('/api/gratitudes', { userId: a.id, text: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A gratitude must be at most 2,000 characters');
  });

  it('lists a page at a time, of one local day if asked, with the days of a month that have some', async () => {
    const g = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
    t.clock.set('2026-03-14T14:30:00Z'); // 23:30 in Tokyo
    await g.post('/api/gratitudes', { userId: g.id, text: 'Late tea' });
    t.clock.set('2026-03-14T15:30:00Z'); // 00:30 on the 15th in Tokyo
    for (let i = 0; i < 21; i++) await g.post('/api/gratitudes', { userId: g.id, text: `Blessing ${i}` });
    const page = (await g.get(`/api/gratitudes?userId=${g.id}`)).json() as { id: number }[];
    expect(page).toHaveLength(20);
    const next = (await g.get(`/api/gratitudes?userId=${g.id}&before=${page.at(-1)!.id}`)).json() as { text: string }[];
    expect(next.map((x) => x.text)).toEqual(['Blessing 0', 'Late tea']);
    expect((await g.get(`/api/gratitudes?userId=${g.id}&day=2026-03-14`)).json().map((x: { text: string }) => x.text)).toEqual([
      'Late tea',
    ]);
    expect((await g.get(`/api/gratitudes/days?userId=${g.id}&month=2026-03`)).json().days).toEqual(['2026-03-14', '2026-03-15']);
    expect((await a.get(`/api/gratitudes/days?userId=${g.id}&month=2026-03`)).statusCode).toBe(403);
  });

  it('completes the gratitude practice for the day', async () => {
    t.clock.set('2026-03-12T09:00:00Z');
    await b.post('/api/gratitudes', { userId: b.id, text: 'A kind neighbour' });
    expect((await b.get(`/api/users/${b.id}/completions`)).json().gratitude).toBe(true);
  });

  it("answers 403 for another user's gratitudes (list, create, delete) and 401 without a session", async () => {
    const mine = (await a.post('/api/gratitudes', { userId: a.id, text: 'Only mine' })).json();
    expect((await b.get(`/api/gratitudes?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/gratitudes', { userId: a.id, text: 'Forged' })).statusCode).toBe(403);
    expect((await b.del(`/api/gratitudes/${mine.id}`)).statusCode).toBe(403);
    expect((await a.get(`/api/gratitudes?userId=${a.id}`)).json().some((g: { id: number }) => g.id === mine.id)).toBe(true);
    expect((await client(t.app).del(`/api/gratitudes/${mine.id}`)).statusCode).toBe(401);
    expect((await a.del('/api/gratitudes/999999')).statusCode).toBe(404);
  });
});
