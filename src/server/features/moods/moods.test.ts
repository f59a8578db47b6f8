import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOOD_GROUPS, MOODS, moodEmoji, QUICK_MOODS, UNKNOWN_MOOD_EMOJI } from '../../../contract/moods.js';
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
  it('records every listed mood, trims the reflection (empty → null, no length limit) and lists newest first', async () => {
    for (const [i, m] of MOODS.entries()) {
      t.clock.set(new Date(Date.UTC(2026, 2, 10, 12, i)).toISOString());
      const res = await a.post('/api/moods', { userId: a.id, mood: m.value, reflection: i === 0 ? '   ' : undefined });
      expect(res.statusCode, m.value).toBe(201);
      expect(res.json().reflection).toBeNull();
    }
    const long = 'Still, my soul. '.repeat(5000).trim();
    const withText = await a.post('/api/moods', { userId: a.id, mood: 'hopeful', reflection: `  ${long}  ` });
    expect(withText.json()).toMatchObject({ mood: 'hopeful', reflection: long, userId: a.id });
    const list = (await a.get(`/api/moods?userId=${a.id}`)).json();
    expect(list).toHaveLength(36);
    expect(list[0].id).toBe(withText.json().id);
    expect(list[1].mood).toBe('doubtful');
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
