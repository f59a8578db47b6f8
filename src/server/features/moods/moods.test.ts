import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOOD_GROUPS, MOODS, moodEmoji, QUICK_MOODS, UNKNOWN_MOOD_EMOJI } from '../../../contract/moods.js';
import { MOOD_REFLECTION_MAX } from '../../../contract/mood-entries.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let c: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
  c = await signUp(t.app, { timeZone: 'America/Chicago' });
});
afterAll(() => t.close());

describe('the mood list', () => {
  it('has 35 moods in five groups, each with an emoji; the quick six are among them; an unknown mood is a neutral face', () => {
    expect(MOOD_GROUPS.map((g) => g.moods.length)).toEqual([10, 5, 4, 6, 10]);
    expect(MOODS.map((m) => m.value).slice(0, 3)).toEqual(['joyful', 'peaceful', 'grateful']);
    expect(new Set(MOODS.map((m) => m.value)).size).toBe(35);
    expect(MOODS.every((m) => m.emoji.length > 0)).toBe(true);
    for (const q of QUICK_MOODS) expect(MOODS.some((m) => m.value === q)).toBe(true);
    expect(moodEmoji('sleepy')).toBe(UNKNOWN_MOOD_EMOJI);
  });
});

describe('moods', () => {
  it('records every listed mood, trims the reflection (empty → null, as long as a journal entry) and lists newest first', async () => {
    for (const [i, m] of MOODS.entries()) {
      t.clock.set(new Date(Date.UTC(2026, 2, 10, 12, i)).toISOString());
      const res = await a.post('/api/moods', { userId: a.id, mood: m.value, reflection: i === 0 ? '   ' : undefined });
      expect(res.statusCode, m.value).toBe(201);
      expect(res.json().reflection).toBeNull();
    }
    const long = 'Still, my soul. '.repeat(5000).trim();
    const withText = await a.post('/api/moods', { userId: a.id, mood: 'hopeful', reflection: `  ${long}  ` });
    expect(withText.json()).toMatchObject({ mood: 'hopeful', reflection: long, userId: a.id });
    const list = (await a.get(`/api/moods?userId=${a.id}&limit=100`)).json();
    expect(list).toHaveLength(36);
    expect(list[0].id).toBe(withText.json().id);
    expect(list[1].mood).toBe('doubtful');
  });

  it('refuses a reflection past 100,000 characters, naming the limit, and saves nothing', async () => {
    const before = (await a.get(`/api/moods?userId=${a.id}`)).json().length;
    const res = await a.post('/api/moods', { userId: a.id, mood: 'hopeful', reflection: 'x'.repeat(MOOD_REFLECTION_MAX + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A reflection must be at most 100,000 characters');
    expect((await a.get(`/api/moods?userId=${a.id}`)).json()).toHaveLength(before);
    expect((await a.post('/api/moods', { userId: a.id, mood: 'hopeful', reflection: 'x'.repeat(MOOD_REFLECTION_MAX) })).statusCode).toBe(
      201,
    );
  });

  it('asks for a mood and refuses an unknown one', async () => {
    const none = await a.post('/api/moods', { userId: a.id, mood: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a mood');
    expect((await a.post('/api/moods', { userId: a.id })).json().message).toBe('Please select a mood');
    expect((await a.post('/api/moods', { userId: a.id, mood: 'sleepy' })).json().message).toBe('Mood must be one of the listed moods');
  });

  it("records today's mood completion and tells the user's other tabs", async () => {
    t.clock.set('2026-03-20T10:00:00Z');
    const events: string[][] = [];
    const off = t.events.subscribe(b.id, (e) => events.push(e.topics));
    await b.post('/api/moods', { userId: b.id, mood: 'peaceful' });
    off();
    expect(events).toEqual([['progress'], ['moods']]);
    expect((await b.get(`/api/users/${b.id}/completions`)).json().mood).toBe(true);
  });

  it("answers 403 for another user's moods (list, create, delete) and 401 without a session", async () => {
    const mine = (await a.post('/api/moods', { userId: a.id, mood: 'grateful' })).json();
    expect((await b.get(`/api/moods?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/moods', { userId: a.id, mood: 'sad' })).statusCode).toBe(403);
    expect((await b.del(`/api/moods/${mine.id}`)).statusCode).toBe(403);
    expect((await client(t.app).get(`/api/moods?userId=${a.id}`)).statusCode).toBe(401);
    expect((await a.del(`/api/moods/${mine.id}`)).statusCode).toBe(200);
    expect((await a.del(`/api/moods/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('mood history at any length', () => {
  it('comes a page at a time, newest first, each page after the last id shown, never repeating or skipping', async () => {
    t.clock.set('2026-03-21T12:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) {
      t.clock.advance(60_000);
      ids.push((await c.post('/api/moods', { userId: c.id, mood: 'peaceful', reflection: `#${i}` })).json().id);
    }
    const first = (await c.get(`/api/moods?userId=${c.id}`)).json() as { id: number }[];
    expect(first).toHaveLength(20);
    expect(first[0]!.id).toBe(ids.at(-1));
    const second = (await c.get(`/api/moods?userId=${c.id}&before=${first.at(-1)!.id}`)).json() as { id: number }[];
    // Something recorded while the person scrolls doesn't shift the next page.
    t.clock.advance(60_000);
    await c.post('/api/moods', { userId: c.id, mood: 'joyful' });
    const third = (await c.get(`/api/moods?userId=${c.id}&before=${second.at(-1)!.id}`)).json() as { id: number }[];
    expect(third).toHaveLength(5);
    expect([...first, ...second, ...third].map((m) => m.id)).toEqual([...ids].reverse());
    // A cursor deleted meanwhile still marks its place.
    await c.del(`/api/moods/${second.at(-1)!.id}`);
    expect((await c.get(`/api/moods?userId=${c.id}&before=${second.at(-1)!.id}`)).json()).toHaveLength(5);
    expect((await c.get(`/api/moods?userId=${c.id}&limit=101`)).json().message).toBe('Limit must be at most 100');
  });

  it("narrows to one day of the person's own calendar, and names the days of a month that have moods", async () => {
    // 23:30 on March 25 in Chicago is March 26 in UTC: it belongs to March 25 here.
    t.clock.set('2026-03-26T04:30:00Z');
    const late = (await c.post('/api/moods', { userId: c.id, mood: 'weary' })).json();
    t.clock.set('2026-03-26T06:00:00Z');
    await c.post('/api/moods', { userId: c.id, mood: 'hopeful' });
    const march25 = (await c.get(`/api/moods?userId=${c.id}&day=2026-03-25`)).json() as { id: number }[];
    expect(march25.map((m) => m.id)).toEqual([late.id]);
    expect((await c.get(`/api/moods?userId=${c.id}&day=2026-03-26`)).json()).toHaveLength(1);
    const days = (await c.get(`/api/moods/days?userId=${c.id}&month=2026-03`)).json();
    expect(days).toEqual({ month: '2026-03', days: ['2026-03-21', '2026-03-25', '2026-03-26'] });
    expect((await c.get(`/api/moods/days?userId=${c.id}&month=2026-04`)).json().days).toEqual([]);
    expect((await c.get(`/api/moods/days?userId=${c.id}&month=2026-13`)).statusCode).toBe(400);
    expect((await c.get(`/api/moods?userId=${c.id}&day=April`)).json().message).toBe('Day must be YYYY-MM-DD');
    expect((await a.get(`/api/moods/days?userId=${c.id}&month=2026-03`)).statusCode).toBe(403);
  });

  it('counts the last 30 local days for the month at a glance, whatever has been loaded', async () => {
    t.clock.set('2026-03-26T10:00:00Z');
    const trend = (await c.get(`/api/moods/trend?userId=${c.id}`)).json() as {
      today: string;
      days: { day: string; moods: Record<string, number> }[];
    };
    expect(trend.today).toBe('2026-03-26');
    expect(trend.days).toHaveLength(30);
    expect(trend.days[0]!.day).toBe('2026-02-25');
    expect(trend.days.at(-1)).toEqual({ day: '2026-03-26', moods: { hopeful: 1 } });
    expect(trend.days.find((d) => d.day === '2026-03-25')!.moods).toEqual({ weary: 1 });
    // 44 of the 45 peaceful moods of March 21 are left after the delete above, and the joyful one.
    expect(trend.days.find((d) => d.day === '2026-03-21')!.moods).toEqual({ peaceful: 44, joyful: 1 });
    expect((await b.get(`/api/moods/trend?userId=${c.id}`)).statusCode).toBe(403);
  });
});
