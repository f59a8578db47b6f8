import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../test/harness.js';
import { cleanupJob, IDEMPOTENCY_KEY_DAYS } from './cleanup.js';
import { runJob } from './jobs.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { timeZone: 'America/Chicago' });
  b = await signUp(t.app);
});
afterAll(() => t.close());

const key = (name: string) => ({ 'idempotency-key': `test-key-${name}` });

describe('idempotent creates (Idempotency-Key)', () => {
  it('the same key twice makes one row and answers the first answer again', async () => {
    t.clock.set('2026-03-20T15:00:00Z');
    const body = { userId: a.id, title: 'Morning', content: 'Quiet before the day.' };
    const first = await a.post('/api/journal', body, key('journal-1'));
    expect(first.statusCode).toBe(201);
    t.clock.advance(60_000);
    const again = await a.post('/api/journal', body, key('journal-1'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = (await a.get(`/api/journal?userId=${a.id}`)).json() as { title: string }[];
    expect(list.filter((e) => e.title === 'Morning')).toHaveLength(1);

    // Two at once (a double submit): still one row.
    const twice = await Promise.all([
      a.post('/api/gratitudes', { userId: a.id, text: 'Bread' }, key('gratitude-1')),
      a.post('/api/gratitudes', { userId: a.id, text: 'Bread' }, key('gratitude-1')),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    const breads = ((await a.get(`/api/gratitudes?userId=${a.id}`)).json() as { text: string }[]).filter((g) => g.text === 'Bread');
    expect(breads).toHaveLength(1);
    // Once settled, a replay gets the stored answer.
    const replay = await a.post('/api/gratitudes', { userId: a.id, text: 'Bread' }, key('gratitude-1'));
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(breads[0] && (breads[0] as { id?: number }).id);
  });

  it('the same key with another body is refused with 422, and another kind of write too', async () => {
    await a.post('/api/moods', { userId: a.id, mood: 'joyful' }, key('mood-1'));
    const other = await a.post('/api/moods', { userId: a.id, mood: 'sad' }, key('mood-1'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.', code: 'UNPROCESSABLE' });
    const elsewhere = await a.post('/api/gratitudes', { userId: a.id, mood: 'joyful' }, key('mood-1'));
    expect([400, 422]).toContain(elsewhere.statusCode);
  });

  it('keys are per person: another user with the same key gets their own row', async () => {
    const mine = await a.post('/api/gratitudes', { userId: a.id, text: 'Rain' }, key('shared'));
    const theirs = await b.post('/api/gratitudes', { userId: b.id, text: 'Rain' }, key('shared'));
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(b.id);
  });

  it('a bad key is a 400 that says why; a refused write does not spend its key', async () => {
    const bad = await a.post('/api/gratitudes', { userId: a.id, text: 'x' }, { 'idempotency-key': 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key/);
    const foreign = await a.post('/api/gratitudes', { userId: b.id, text: 'Not mine' }, key('foreign'));
    expect(foreign.statusCode).toBe(403);
    const empty = await a.post('/api/gratitudes', { userId: a.id, text: '   ' }, key('empty'));
    expect(empty.statusCode).toBe(400);
    const fine = await a.post('/api/gratitudes', { userId: a.id, text: 'Now it is written' }, key('empty'));
    expect(fine.statusCode).toBe(201);
  });

  it('a write kept offline lands on the day it was written in the person’s zone, not the day it synced', async () => {
    // Written at 23:30 on 21 March in Chicago (04:30 UTC on the 22nd), synced the next afternoon.
    t.clock.set('2026-03-22T20:00:00Z');
    const res = await a.post(
      '/api/journal',
      { userId: a.id, title: 'On the train', content: 'Written with no signal.' },
      { ...key('offline-1'), 'x-written-at': '2026-03-22T04:30:00Z' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().date).toBe('2026-03-22T04:30:00.000Z');
    const day = (await a.get(`/api/journal?userId=${a.id}&day=2026-03-21`)).json() as { title: string }[];
    expect(day.map((e) => e.title)).toEqual(['On the train']);
    // A time in the future is taken as now.
    const future = await a.post('/api/gratitudes', { userId: a.id, text: 'Tomorrow' }, { 'x-written-at': '2027-01-01T00:00:00Z' });
    expect(future.json().date).toBe('2026-03-22T20:00:00.000Z');
    const bad = await a.post('/api/gratitudes', { userId: a.id, text: 'When?' }, { 'x-written-at': 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('the periodic cleanup forgets keys past the replay window, and only those', async () => {
    const DAY = 24 * 3600 * 1000;
    t.clock.set('2026-04-01T09:00:00Z');
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { userId: a.id, text: 'Kept a while' };
    const first = await a.post('/api/gratitudes', body, key('purge-old'));
    expect(first.statusCode).toBe(201);
    t.clock.advance(20 * DAY);
    expect((await b.post('/api/gratitudes', { userId: b.id, text: 'Newer' }, key('purge-new'))).statusCode).toBe(201);
    const stored = async (user: TestUser, name: string) =>
      (
        await t.database.db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, `test-key-${name}`)))
      ).length;
    const sweep = () => runJob(t.app.deps, cleanupJob(t.app.deps, 60_000));

    // Just inside the window: kept, and a late replay still gets the first answer (no second row).
    t.clock.set(new Date(Date.parse('2026-04-01T09:00:00Z') + IDEMPOTENCY_KEY_DAYS * DAY - 60_000).toISOString());
    await sweep();
    expect(await stored(a, 'purge-old')).toBe(1);
    const replay = await a.post('/api/gratitudes', body, key('purge-old'));
    expect(replay.json().id).toBe(first.json().id);

    // Past it: the old key is gone, the newer one (another person's, 20 days younger) stays.
    t.clock.advance(2 * 60_000);
    await sweep();
    expect(await stored(a, 'purge-old')).toBe(0);
    expect(await stored(b, 'purge-new')).toBe(1);
    t.clock.advance(21 * DAY);
    await sweep();
    expect(await stored(b, 'purge-new')).toBe(0);
  });
});
