import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAYER_REQUESTS_MAX } from '../../../contract/prayer-list.js';
import { prayerRequests } from '../../db/schema/index.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(() => t.close());

const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((r) => r.title);

describe('prayer list', () => {
  it('saves a request with notes, category, a parsed verse and a rhythm, and lists it', async () => {
    const res = await a.post('/api/prayer-list', {
      userId: a.id,
      title: '  Mum’s surgery ',
      notes: 'Thursday morning',
      category: 'family',
      scripture: 'phil 4:6-7',
      rhythm: { type: 'weekdays', days: [4, 1, 4] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: a.id,
      title: 'Mum’s surgery',
      notes: 'Thursday morning',
      category: 'family',
      rhythm: { type: 'weekdays', days: [1, 4] },
      status: 'active',
      prayedToday: false,
      prayedDays: 0,
      verse: { reference: 'Philippians 4:6-7', translation: 'WEB' },
    });
    expect(res.json().verse.text).toMatch(/^In nothing be anxious/);
    const daily = await a.post('/api/prayer-list', { userId: a.id, title: 'Our church' });
    expect(daily.json()).toMatchObject({ rhythm: { type: 'daily' }, category: null, notes: null, verse: null });
    expect(titles(await a.get(`/api/prayer-list?userId=${a.id}`))).toEqual(['Mum’s surgery', 'Our church']);

    const edited = await a.put(`/api/prayer-list/${daily.json().id}`, { userId: a.id, title: 'Our church plant', category: 'church' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Our church plant', category: 'church' });
  });

  it('refuses bad input with a sentence to act on', async () => {
    const post = (body: object) => a.post('/api/prayer-list', { userId: a.id, title: 'x', ...body });
    expect((await post({ title: '  ' })).json().message).toBe('Please enter who or what you are praying for');
    expect((await post({ title: 'x'.repeat(121) })).json().message).toBe("A prayer request's name must be at most 120 characters");
    expect((await post({ notes: 'x'.repeat(2001) })).json().message).toBe('Notes must be at most 2,000 characters');
    expect((await post({ category: 'coworkers' })).statusCode).toBe(400);
    const verse = await post({ scripture: 'John 3:99' });
    expect(verse.statusCode).toBe(400);
    expect(verse.json().message).toMatch(/John 3 has 36 verses/);
    expect((await post({ scripture: 'Hezekiah 1:1' })).json().message).toMatch(/no book called "Hezekiah"/);
    expect((await post({ rhythm: { type: 'weekdays', days: [] } })).json().message).toBe('Choose at least one day of the week');
    expect((await post({ rhythm: { type: 'weekdays', days: [7] } })).statusCode).toBe(400);
  });

  it("answers only its owner: 403 for someone else's list or request, 404 for none", async () => {
    const [mine] = (await a.get(`/api/prayer-list?userId=${a.id}`)).json() as { id: number }[];
    expect((await b.get(`/api/prayer-list?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.get(`/api/prayer-list/today?userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/prayer-list', { userId: a.id, title: 'Sneaky' })).statusCode).toBe(403);
    expect((await b.put(`/api/prayer-list/${mine!.id}`, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await b.post(`/api/prayer-list/${mine!.id}/prayed`)).statusCode).toBe(403);
    expect((await b.post(`/api/prayer-list/${mine!.id}/answered`, {})).statusCode).toBe(403);
    expect((await b.post(`/api/prayer-list/${mine!.id}/archive`)).statusCode).toBe(403);
    expect((await b.del(`/api/prayer-list/${mine!.id}`)).statusCode).toBe(403);
    expect((await b.del('/api/prayer-list/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/prayer-list?userId=${a.id}` })).statusCode).toBe(401);
    expect((await a.get(`/api/prayer-list?userId=${a.id}`)).json()).toHaveLength(2);
  });

  it("is due by weekday in the user's zone, and praying one completes the day's prayer practice once", async () => {
    const u = await signUp(t.app, { timeZone: 'Pacific/Auckland' });
    // Monday 2026-03-16 20:00 UTC is Tuesday 09:00 in Auckland.
    t.clock.set('2026-03-16T20:00:00Z');
    const tue = (await u.post('/api/prayer-list', { title: 'Tuesday group', rhythm: { type: 'weekdays', days: [2] } })).json();
    const mon = (await u.post('/api/prayer-list', { title: 'Monday staff', rhythm: { type: 'weekdays', days: [1] } })).json();
    const daily = (await u.post('/api/prayer-list', { title: 'Every day' })).json();
    const archived = (await u.post('/api/prayer-list', { title: 'Old need' })).json();
    await u.post(`/api/prayer-list/${archived.id}/archive`);

    const today = (await u.get(`/api/prayer-list/today?userId=${u.id}`)).json();
    expect(today).toMatchObject({ day: '2026-03-17', weekday: 2 });
    expect(today.due.map((r: { title: string }) => r.title)).toEqual(['Tuesday group', 'Every day']);
    expect((await u.get(`/api/users/${u.id}/completions`)).json().prayer).toBe(false);

    const first = await u.post(`/api/prayer-list/${tue.id}/prayed`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ completedPractice: true, request: { prayedToday: true, prayedDays: 1 } });
    const again = (await u.post(`/api/prayer-list/${tue.id}/prayed`)).json();
    expect(again).toMatchObject({ completedPractice: false, request: { prayedDays: 1 } });
    expect((await u.post(`/api/prayer-list/${daily.id}/prayed`)).json().completedPractice).toBe(false);
    expect((await u.get(`/api/users/${u.id}/completions`)).json().prayer).toBe(true);
    expect((await u.post(`/api/prayer-list/${archived.id}/prayed`)).statusCode).toBe(400);

    // Next local day (Wednesday in Auckland, still Tuesday in UTC): a new day, nothing prayed yet.
    t.clock.set('2026-03-17T12:00:00Z');
    const wed = (await u.get(`/api/prayer-list/today?userId=${u.id}`)).json();
    expect(wed).toMatchObject({ day: '2026-03-18', weekday: 3 });
    expect(wed.due.map((r: { title: string; prayedToday: boolean }) => [r.title, r.prayedToday])).toEqual([['Every day', false]]);
    expect(mon.rhythm).toEqual({ type: 'weekdays', days: [1] });
    expect((await u.post(`/api/prayer-list/${daily.id}/prayed`)).json().request.prayedDays).toBe(2);
  });

  it('marks answered with a note and day, lists answered newest first, archives, restores and deletes', async () => {
    t.clock.set('2026-05-10T10:00:00Z');
    const u = await signUp(t.app);
    const job = (await u.post('/api/prayer-list', { title: 'A job for Sam' })).json();
    const visa = (await u.post('/api/prayer-list', { title: 'Visa for Ana' })).json();
    const later = await u.post(`/api/prayer-list/${job.id}/answered`, { note: 'Sam starts Monday!', answeredOn: '2026-05-09' });
    expect(later.json()).toMatchObject({ status: 'answered', answeredOn: '2026-05-09', answerNote: 'Sam starts Monday!' });
    const today = await u.post(`/api/prayer-list/${visa.id}/answered`, {});
    expect(today.json()).toMatchObject({ status: 'answered', answeredOn: '2026-05-10', answerNote: null });
    expect(titles(await u.get(`/api/prayer-list?userId=${u.id}&status=answered`))).toEqual(['Visa for Ana', 'A job for Sam']);
    expect(titles(await u.get(`/api/prayer-list?userId=${u.id}`))).toEqual([]);
    expect((await u.get(`/api/prayer-list/today?userId=${u.id}`)).json().due).toEqual([]);
    const future = await u.post(`/api/prayer-list/${visa.id}/answered`, { answeredOn: '2026-05-11' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The day it was answered cannot be in the future.');

    expect((await u.post(`/api/prayer-list/${visa.id}/archive`)).json().status).toBe('archived');
    expect(titles(await u.get(`/api/prayer-list?userId=${u.id}&status=archived`))).toEqual(['Visa for Ana']);
    expect((await u.post(`/api/prayer-list/${visa.id}/restore`)).json()).toMatchObject({ status: 'active', answeredOn: null });
    expect(titles(await u.get(`/api/prayer-list?userId=${u.id}`))).toEqual(['Visa for Ana']);
    const del = await u.del(`/api/prayer-list/${visa.id}`);
    expect(del.json().message).toBe('Prayer request deleted');
    expect(titles(await u.get(`/api/prayer-list?userId=${u.id}`))).toEqual([]);
  });

  it('"Include in my daily prayer" is off by default, turned on and off by its owner only, and in the export', async () => {
    const u = await signUp(t.app);
    const r = (await u.post('/api/prayer-list', { userId: u.id, title: 'Grandad', rhythm: { type: 'daily' } })).json();
    expect(r.includeInPrayer).toBe(false);
    const other = await signUp(t.app);
    expect((await other.put(`/api/prayer-list/${r.id}/include`, { include: true })).statusCode).toBe(403);
    expect((await other.put(`/api/prayer-list/${r.id}/include`, { userId: u.id, include: true })).statusCode).toBe(403);
    const bad = await u.put(`/api/prayer-list/${r.id}/include`, { include: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('include must be true or false');
    expect((await u.put('/api/prayer-list/999999/include', { include: true })).statusCode).toBe(404);
    expect((await u.put(`/api/prayer-list/${r.id}/include`, { userId: u.id, include: true })).json()).toMatchObject({
      id: r.id,
      includeInPrayer: true,
    });
    // Editing the request keeps the choice; the export carries it.
    await u.put(`/api/prayer-list/${r.id}`, { userId: u.id, title: 'Grandad Joe', rhythm: { type: 'daily' } });
    expect((await u.get(`/api/prayer-list?userId=${u.id}`)).json()[0]).toMatchObject({ title: 'Grandad Joe', includeInPrayer: true });
    expect((await u.get(`/api/users/${u.id}/export`)).json().data.prayer_requests[0]).toMatchObject({ includeInPrayer: true });
    expect((await u.put(`/api/prayer-list/${r.id}/include`, { include: false })).json().includeInPrayer).toBe(false);
  });

  it(`holds at most ${PRAYER_REQUESTS_MAX} requests per person`, async () => {
    const u = await signUp(t.app);
    const now = new Date();
    await t.database.db
      .insert(prayerRequests)
      .values(Array.from({ length: PRAYER_REQUESTS_MAX }, (_, i) => ({ userId: u.id, title: `Need ${i}`, weekdays: [0], createdAt: now })));
    const full = await u.post('/api/prayer-list', { title: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/at most 300 requests/);
    const other = await signUp(t.app);
    expect((await other.post('/api/prayer-list', { title: 'Someone else still can' })).statusCode).toBe(201);
  });

  it('is in Download my data, reads the verse in the person’s translation, and goes with the account', async () => {
    const u = await signUp(t.app);
    expect((await u.put(`/api/users/${u.id}`, { translation: 'KJV' })).statusCode).toBe(200);
    const saved = (await u.post('/api/prayer-list', { title: 'Neighbours', scripture: 'John 3:16' })).json();
    expect(saved.verse).toMatchObject({ reference: 'John 3:16', translation: 'KJV' });
    expect(saved.verse.text).toMatch(/^For God so loved the world/);
    const exported = (await u.get(`/api/users/${u.id}/export`)).json();
    expect(exported.data.prayer_requests).toHaveLength(1);
    expect(exported.data.prayer_requests[0]).toMatchObject({ title: 'Neighbours', scripture: 'John 3:16' });
    expect((await u.del(`/api/users/${u.id}`, { password: u.account.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(prayerRequests).where(eq(prayerRequests.userId, u.id))).toEqual([]);
  });
});

describe('crisis care on the prayer list', () => {
  it('saves the request first and answers with the care card only when its words sound like a crisis', async () => {
    const c = await signUp(t.app);
    const heavy = await c.post('/api/prayer-list', {
      userId: c.id,
      title: 'Me',
      notes: 'I want to end my life',
      rhythm: { type: 'daily' },
    });
    expect(heavy.statusCode, heavy.body).toBe(201);
    expect(heavy.json().care.title).toBe("You're not alone");
    const listed = await c.get(`/api/prayer-list?userId=${c.id}`);
    expect(listed.body).toContain('I want to end my life');
    expect(listed.body).not.toContain("You're not alone");
    const ordinary = await c.post('/api/prayer-list', { userId: c.id, title: 'Dad', notes: 'His new job', rhythm: { type: 'daily' } });
    expect(ordinary.statusCode).toBe(201);
    expect(ordinary.json().care).toBeUndefined();
  });
});
