import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { timeZone: 'America/New_York' });
  b = await signUp(t.app);
});
afterAll(() => t.close());

describe('completions', () => {
  it('records a practice once per local day: a repeat answers 200 with the same record', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const first = await a.post(`/api/users/${a.id}/completions`, { type: 'scripture', contentId: 12 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'scripture', contentId: '12', day: '2026-03-10' });
    const again = await a.post(`/api/users/${a.id}/completions`, { type: 'scripture', contentId: 13 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await a.get(`/api/users/${a.id}/completions`)).json()).toEqual({
      journal: false,
      gratitude: false,
      mood: false,
      scripture: true,
      meditation: false,
      prayer: false,
    });
  });

  it("counts a late-evening completion for the user's local day, and the next local day starts fresh", async () => {
    t.clock.set('2026-03-12T03:30:00Z'); // 23:30 on the 11th in New York
    const late = await a.post(`/api/users/${a.id}/completions`, { type: 'meditation' });
    expect(late.json().day).toBe('2026-03-11');
    t.clock.set('2026-03-12T05:00:00Z'); // 01:00 on the 12th
    expect((await a.get(`/api/users/${a.id}/completions`)).json().meditation).toBe(false);
  });

  it('concurrent repeats still make one record', async () => {
    t.clock.set('2026-04-01T12:00:00Z');
    const results = await Promise.all(Array.from({ length: 5 }, () => a.post(`/api/users/${a.id}/completions`, { type: 'journal' })));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  it("keeps which passages were read today apart from the day's practice: a second one is read, not a second completion", async () => {
    const r = await signUp(t.app, { timeZone: 'Europe/London' });
    t.clock.set('2026-03-15T09:00:00Z');
    const items = () => r.get(`/api/users/${r.id}/completions/items?type=scripture`);
    expect((await items()).json()).toEqual({ day: '2026-03-15', type: 'scripture', contentIds: [] });
    const first = await r.post(`/api/users/${r.id}/completions`, { userId: r.id, type: 'scripture', contentId: 12 });
    expect(first.statusCode).toBe(201);
    const events: string[][] = [];
    const off = t.events.subscribe(r.id, (e) => events.push(e.topics));
    const second = await r.post(`/api/users/${r.id}/completions`, { userId: r.id, type: 'scripture', contentId: 40 });
    const again = await r.post(`/api/users/${r.id}/completions`, { userId: r.id, type: 'scripture', contentId: 40 });
    off();
    expect(second.statusCode).toBe(200);
    expect(second.json().contentId).toBe('12');
    expect(again.statusCode).toBe(200);
    // The second passage tells other tabs once; reading it again changes nothing.
    expect(events).toEqual([['progress']]);
    expect((await items()).json().contentIds).toEqual(['12', '40']);
    expect((await r.get(`/api/users/${r.id}/completions/items?type=meditation`)).json().contentIds).toEqual([]);
    // A new day of the user's own starts with nothing read.
    t.clock.set('2026-03-16T00:30:00Z');
    expect((await items()).json()).toEqual({ day: '2026-03-16', type: 'scripture', contentIds: [] });
    expect((await r.get(`/api/users/${r.id}/completions/items?type=journal`)).statusCode).toBe(400);
    expect((await a.get(`/api/users/${r.id}/completions/items?type=scripture`)).statusCode).toBe(403);
  });

  it("refuses an unknown type, another user's id and no session", async () => {
    const bad = await a.post(`/api/users/${a.id}/completions`, { type: 'fasting' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Type must be one of/);
    expect((await a.post(`/api/users/${b.id}/completions`, { type: 'mood' })).statusCode).toBe(403);
    expect((await a.post(`/api/users/${a.id}/completions`, { userId: b.id, type: 'mood' })).statusCode).toBe(403);
    expect((await a.get(`/api/users/${b.id}/completions`)).statusCode).toBe(403);
    expect((await client(t.app).get(`/api/users/${a.id}/completions`)).statusCode).toBe(401);
  });
});
