import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { timeZone: 'America/Chicago' });
  b = await signUp(t.app);
});
afterAll(() => t.close());

const entry = {
  title: '  Morning light ',
  content: ' The Lord is my shepherd.\nI lack nothing. ',
  scripture: 'Psalm 23:1',
  mood: 'peaceful',
};

describe('journal', () => {
  it('creates an entry with trimmed fields, lists newest first and reads one', async () => {
    t.clock.set('2026-03-12T14:00:00Z');
    const first = await a.post('/api/journal', { userId: a.id, ...entry });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: a.id,
      title: 'Morning light',
      content: 'The Lord is my shepherd.\nI lack nothing.',
      scripture: 'Psalm 23:1',
      mood: 'peaceful',
      date: '2026-03-12T14:00:00.000Z',
    });
    t.clock.advance(60_000);
    const second = await a.post('/api/journal', { userId: a.id, title: 'Evening', content: 'Thankful.', scripture: '  ', mood: '' });
    expect(second.json()).toMatchObject({ scripture: null, mood: null });

    const list = await a.get(`/api/journal?userId=${a.id}`);
    expect(list.json().map((e: { title: string }) => e.title)).toEqual(['Evening', 'Morning light']);
    expect((await a.get(`/api/journal?userId=${a.id}&limit=1`)).json()).toHaveLength(1);
    const one = await a.get(`/api/journal/${first.json().id}`);
    expect(one.json().title).toBe('Morning light');
  });

  it('refuses a blank title or content, an unknown mood and a bad limit with messages to act on', async () => {
    const blank = await a.post('/api/journal', { userId: a.id, title: '   ', content: 'Something' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a title and content for your journal entry');
    expect((await a.post('/api/journal', { userId: a.id, title: 'T' })).json().message).toBe(
      'Please enter a title and content for your journal entry',
    );
    const mood = await a.post('/api/journal', { userId: a.id, title: 'T', content: 'C', mood: 'sleepy' });
    expect(mood.statusCode).toBe(400);
    expect(mood.json().message).toBe('Mood must be one of the listed moods');
    expect((await a.get(`/api/journal?userId=${a.id}&limit=0`)).statusCode).toBe(400);
  });

  it('refuses, never cuts, a title or entry past its limit, and says the limit', async () => {
    const title = await a.post('/api/journal', { userId: a.id, title: 'T'.repeat(201), content: 'C' });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe('The title must be at most 200 characters');
    const content = await a.post('/api/journal', { userId: a.id, title: 'T', content: 'C'.repeat(100_001) });
    expect(content.statusCode).toBe(400);
    expect(content.json().message).toBe('The entry must be at most 100,000 characters');
    const exact = await a.post('/api/journal', { userId: a.id, title: 'T'.repeat(200), content: 'C' });
    expect(exact.json().title).toHaveLength(200);
  });

  it('lists a page at a time: 20 unless asked, the next page after the last id shown', async () => {
    const writer = await signUp(t.app);
    for (let i = 0; i < 23; i++) {
      t.clock.advance(1000);
      await writer.post('/api/journal', { userId: writer.id, title: `Entry ${i}`, content: 'Words' });
    }
    const first = (await writer.get(`/api/journal?userId=${writer.id}`)).json() as { id: number; title: string }[];
    expect(first).toHaveLength(20);
    expect(first[0]!.title).toBe('Entry 22');
    const rest = (await writer.get(`/api/journal?userId=${writer.id}&before=${first.at(-1)!.id}`)).json() as { title: string }[];
    expect(rest.map((e) => e.title)).toEqual(['Entry 2', 'Entry 1', 'Entry 0']);
    // Someone else's id as a cursor shows nothing of theirs and nothing out of order.
    expect((await a.get(`/api/journal?userId=${a.id}&before=${first[0]!.id}`)).statusCode).toBe(200);
  });

  it('updates and deletes an entry', async () => {
    const created = (await a.post('/api/journal', { userId: a.id, title: 'Draft', content: 'First thoughts' })).json();
    t.clock.advance(5_000);
    const updated = await a.put(`/api/journal/${created.id}`, {
      userId: a.id,
      title: 'Final',
      content: 'Second thoughts',
      scripture: 'John 1:5',
      mood: 'hopeful',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'Final', mood: 'hopeful', date: created.date });
    expect(updated.json().updatedAt).not.toBe(created.updatedAt);
    expect((await a.put(`/api/journal/${created.id}`, { userId: a.id, title: '', content: 'x' })).statusCode).toBe(400);

    const deleted = await a.del(`/api/journal/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await a.get(`/api/journal/${created.id}`)).statusCode).toBe(404);
    expect((await a.del(`/api/journal/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 403 for another user's entry (read, update, delete) and list, and 401 without a session", async () => {
    const mine = (await a.post('/api/journal', { userId: a.id, title: 'Private', content: 'Only mine' })).json();
    expect((await b.get(`/api/journal/${mine.id}`)).statusCode).toBe(403);
    expect((await b.put(`/api/journal/${mine.id}`, { userId: b.id, title: 'Taken', content: 'Over' })).statusCode).toBe(403);
    expect((await b.del(`/api/journal/${mine.id}`)).statusCode).toBe(403);
    expect((await b.get(`/api/journal?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/journal', { userId: a.id, title: 'Forged', content: 'Post' })).statusCode).toBe(403);
    expect((await a.get(`/api/journal/${mine.id}`)).json().title).toBe('Private');
    expect((await client(t.app).get(`/api/journal?userId=${a.id}`)).statusCode).toBe(401);
    expect((await client(t.app).del(`/api/journal/${mine.id}`)).statusCode).toBe(401);
  });

  it("writing an entry completes the journal practice for the user's local day, once", async () => {
    t.clock.set('2026-03-14T04:30:00Z'); // 23:30 on March 13th in Chicago
    const events: string[][] = [];
    const off = t.events.subscribe(a.id, (e) => events.push(e.topics));
    await a.post('/api/journal', { userId: a.id, title: 'Late', content: 'Before bed' });
    await a.post('/api/journal', { userId: a.id, title: 'Later', content: 'Still up' });
    off();
    expect(events).toEqual([['progress'], ['journal'], ['journal', 'progress']]);
    expect((await a.get(`/api/users/${a.id}/completions`)).json().journal).toBe(true);
    t.clock.set('2026-03-14T06:00:00Z'); // 01:00 on March 14th
    expect((await a.get(`/api/users/${a.id}/completions`)).json().journal).toBe(false);
    const streaks = (await a.get(`/api/users/${a.id}/streaks`)).json();
    expect(streaks.journal.lastCompletedDay).toBe('2026-03-13');
  });
});

describe('a list without its userId', () => {
  it('says what is missing', async () => {
    const t2 = await createTestApp();
    try {
      const u = await signUp(t2.app);
      for (const url of ['/api/journal', '/api/moods', '/api/gratitudes']) {
        const res = await u.get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^userId is required/);
      }
    } finally {
      await t2.close();
    }
  });
});
