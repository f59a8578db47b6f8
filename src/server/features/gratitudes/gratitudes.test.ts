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

  it('refuses an empty gratitude', async () => {
    const res = await a.post('/api/gratitudes', { userId: a.id, text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter something you're grateful for");
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
