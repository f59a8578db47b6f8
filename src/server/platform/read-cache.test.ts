import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.js';
import { client, createTestApp, signUp, within, type TestApp, type TestUser } from '../test/harness.js';
import { createReadCache, rememberingKeptAnswers } from './read-cache.js';

// A person's hot reads kept until the database says they changed (decision 113).

const completions = async (u: TestUser, via: Pick<TestUser, 'get'> = u) =>
  (await via.get(`/api/users/${u.id}/completions`)).json() as Record<string, boolean>;
const growth = async (u: TestUser) => (await u.get(`/api/users/${u.id}/growth-stats`)).json();

describe('the read cache itself', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const loader = (value: object, validUntil: Date | null = null) => {
    let calls = 0;
    const load = async () => {
      calls++;
      return { value: { ...value }, validUntil };
    };
    return { load, calls: () => calls };
  };

  it('keeps an answer per person and key, frozen, until that person changed', async () => {
    const cache = createReadCache();
    const a = loader({ n: 1 });
    const first = await cache.through('completions', 7, '2026-03-10', now, a.load);
    expect(await cache.through('completions', 7, '2026-03-10', now, a.load)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(a.calls()).toBe(1);
    // Another day is another read.
    await cache.through('completions', 7, '2026-03-11', now, a.load);
    expect(a.calls()).toBe(2);
    cache.changed('8');
    await cache.through('completions', 7, '2026-03-11', now, a.load);
    expect(a.calls()).toBe(2);
    cache.changed('7');
    await cache.through('completions', 7, '2026-03-11', now, a.load);
    expect(a.calls()).toBe(3);
  });

  it('forgets everyone\'s growth stats, not their completions, on "ranking"; everything on "*"', async () => {
    const cache = createReadCache();
    const c = loader({ done: true });
    const g = loader({ position: 1 });
    await cache.through('completions', 1, 'k', now, c.load);
    await cache.through('growth', 1, 'k', now, g.load);
    cache.changed('ranking');
    await cache.through('completions', 1, 'k', now, c.load);
    await cache.through('growth', 1, 'k', now, g.load);
    expect([c.calls(), g.calls()]).toEqual([1, 2]);
    cache.changed('*');
    await cache.through('completions', 1, 'k', now, c.load);
    await cache.through('growth', 1, 'k', now, g.load);
    expect([c.calls(), g.calls()]).toEqual([2, 3]);
  });

  it('does not keep a read that raced a change, nor one past its validUntil, nor past its time bound', async () => {
    const cache = createReadCache({ ttlMs: 50 });
    let calls = 0;
    // The change is heard while the read is at the database: what it read may be from before the change.
    await cache.through('completions', 3, 'k', now, async () => {
      calls++;
      cache.changed('3');
      return { value: { stale: true } };
    });
    await cache.through('completions', 3, 'k', now, async () => (calls++, { value: { stale: false } }));
    expect(calls).toBe(2);

    const lapsing = loader({ streak: 2 }, new Date(now.getTime() + 60_000));
    await cache.through('growth', 3, 'k', now, lapsing.load);
    await cache.through('growth', 3, 'k', new Date(now.getTime() + 59_000), lapsing.load);
    expect(lapsing.calls()).toBe(1);
    await cache.through('growth', 3, 'k', new Date(now.getTime() + 60_000), lapsing.load);
    expect(lapsing.calls()).toBe(2);

    await new Promise((r) => setTimeout(r, 60));
    await cache.through('growth', 3, 'k', now, lapsing.load);
    expect(lapsing.calls()).toBe(3);
  });

  it('lets a route serialize a kept answer once, and anything else every time', async () => {
    let serialized = 0;
    const compile = rememberingKeptAnswers(() => (data: unknown) => (serialized++, JSON.stringify(data)));
    const serialize = compile({});
    const kept = await createReadCache().through('completions', 1, 'k', now, loader({ mood: true }).load);
    expect([serialize(kept), serialize(kept)]).toEqual(['{"mood":true}', '{"mood":true}']);
    expect(serialized).toBe(1);
    // Another route's serializer (another schema) serializes it for itself.
    expect(compile({})(kept)).toBe('{"mood":true}');
    expect(serialized).toBe(2);
    // An answer not kept may change between two answers: it is serialized each time.
    const fresh = { mood: false };
    expect(serialize(fresh)).toBe('{"mood":false}');
    fresh.mood = true;
    expect(serialize(fresh)).toBe('{"mood":true}');
    expect(serialized).toBe(4);
  });

  it('reads straight through while it is not usable (PostgreSQL with its listener down)', async () => {
    let up = false;
    const cache = createReadCache({ usable: () => up });
    const a = loader({ n: 1 });
    await cache.through('completions', 1, 'k', now, a.load);
    await cache.through('completions', 1, 'k', now, a.load);
    expect(a.calls()).toBe(2);
    up = true;
    await cache.through('completions', 1, 'k', now, a.load);
    await cache.through('completions', 1, 'k', now, a.load);
    expect(a.calls()).toBe(3);
  });
});

// The app's cache on the embedded database: every API test on PGlite runs through it; these check what only it does.
const onPglite = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

onPglite('hot reads on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeat from memory, and forgets it when the database changes under it by any path', async () => {
    t.clock.set('2026-03-10T12:00:00Z');
    const u = await signUp(t.app, { timeZone: 'UTC' });
    expect((await completions(u)).journal).toBe(false);
    // Written past the triggers: the database does not tell, so the kept answer stands (the cache is really used).
    await t.database.db.execute(sql`alter table completions disable trigger user`);
    try {
      await t.database.db.execute(
        sql`insert into completions (user_id, type, day, completed_at, time_zone) values (${u.id}, 'journal', '2026-03-10', now(), 'UTC')`,
      );
    } finally {
      await t.database.db.execute(sql`alter table completions enable trigger user`);
    }
    expect((await completions(u)).journal).toBe(false);
    // Any later write, even straight into the database, is told before the statement returns.
    await t.database.db.execute(
      sql`insert into completions (user_id, type, day, completed_at, time_zone) values (${u.id}, 'prayer', '2026-03-10', now(), 'UTC')`,
    );
    expect(await completions(u)).toMatchObject({ journal: true, prayer: true, mood: false });
  });

  it("growth stats follow the person's own counts, anyone's progress and anyone joining", async () => {
    t.clock.set('2026-03-10T12:00:00Z');
    const me = await signUp(t.app, { timeZone: 'UTC' });
    const before = await growth(me);
    await t.database.db.execute(sql`insert into gratitudes (user_id, text, date) values (${me.id}, 'Rain after a dry week', now())`);
    expect((await growth(me)).totalGratitudes).toBe(before.totalGratitudes + 1);

    const other = await signUp(t.app, { timeZone: 'UTC' });
    expect((await growth(me)).userRanking.totalUsers).toBe(before.userRanking.totalUsers + 1);
    const myPosition = (await growth(me)).userRanking.position;
    // The other earns a badge (their first journal): they now rank ahead of me.
    await other.post('/api/journal', { userId: other.id, title: 'First', content: 'A new start' });
    expect((await growth(me)).userRanking.position).toBe(myPosition + 1);
  });
});

onPglite('growth stats and time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("change when someone else's streak lapses, with nobody writing", async () => {
    // Far ahead of UTC: their days, and their streak's end, fall in the middle of mine.
    const far = await signUp(t.app, { timeZone: 'Pacific/Kiritimati' });
    const me = await signUp(t.app, { timeZone: 'UTC' });
    t.clock.set('2026-03-10T12:00:00Z'); // their 11th, my 10th
    await far.post(`/api/users/${far.id}/completions`, { userId: far.id, type: 'prayer' });
    await me.post(`/api/users/${me.id}/completions`, { userId: me.id, type: 'prayer' });
    t.clock.set('2026-03-11T12:00:00Z'); // their 12th: a 2-day streak, current until their 14th begins (13th, 10:00 UTC)
    await far.post(`/api/users/${far.id}/completions`, { userId: far.id, type: 'prayer' });

    t.clock.set('2026-03-13T09:00:00Z');
    const ahead = await growth(me);
    expect(ahead.totalBadges).toBe((await growth(far)).totalBadges);
    expect(ahead.userRanking.position).toBe(2);
    t.clock.set('2026-03-13T11:00:00Z'); // the same day for me; their streak has lapsed
    expect((await growth(me)).userRanking.position).toBe(1);
  });
});

// Several instances on one PostgreSQL, each with its own cache, told by the database through LISTEN.
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('hot reads of several instances on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  const stops: (() => void)[] = [];
  beforeAll(async () => {
    // No event bus handed in: each app builds the PostgreSQL bus. A long bound, so only a notification explains a quick change.
    a = await createTestApp({ events: undefined, env: { SESSION_CACHE_SECONDS: '30' } });
    second = openPostgres(a.database.connectionString!, 4);
    b = await createTestApp({ events: undefined, database: second, env: { SESSION_CACHE_SECONDS: '30' } });
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a completion written through one instance is on the other before the event telling the other tabs arrives there', async () => {
    a.clock.set('2026-03-10T12:00:00Z');
    b.clock.set('2026-03-10T12:00:00Z');
    const u = await signUp(a.app, { timeZone: 'UTC' });
    const viaB = client(b.app, u.cookie);
    const read = () => completions(u, viaB);
    expect((await read()).gratitude).toBe(false);
    expect((await read()).gratitude).toBe(false);

    // What a tab open on B does when B relays the event: refetch, from B.
    const seenOnEvent = new Promise<boolean>((resolve) => {
      stops.push(
        b.app.deps.events.subscribe(u.id, (event) => {
          if (event.topics.includes('progress')) void read().then((r) => resolve(r.gratitude === true));
        }),
      );
    });
    expect((await u.post(`/api/users/${u.id}/completions`, { userId: u.id, type: 'gratitude' })).statusCode).toBe(201);
    expect(await seenOnEvent).toBe(true);
    // And the instance that wrote answers it at once.
    expect((await completions(u)).gratitude).toBe(true);
  });

  it('growth stats on one instance follow a change made through the other within a second', async () => {
    const u = await signUp(a.app, { timeZone: 'UTC' });
    const viaB = client(b.app, u.cookie);
    const stats = async () => (await viaB.get(`/api/users/${u.id}/growth-stats`)).json();
    const before = await stats();
    await u.post('/api/gratitudes', { userId: u.id, text: 'Friends who stayed' });
    expect(await within(1000, async () => (await stats()).totalGratitudes === before.totalGratitudes + 1)).toBeLessThan(1000);
  });

  it('keeps nothing longer than its bound if a notification were lost', async () => {
    const c = await createTestApp({
      events: undefined,
      database: openPostgres(a.database.connectionString!, 2),
      env: { SESSION_CACHE_SECONDS: '1' },
    });
    try {
      c.clock.set('2026-03-10T12:00:00Z');
      const u = await signUp(a.app, { timeZone: 'UTC' });
      await new Promise((r) => setTimeout(r, 200));
      const read = async () => (await completions(u, client(c.app, u.cookie))).mood;
      expect(await read()).toBe(false);
      // Past every trigger, as if the notification were lost: C still answers what it kept…
      await a.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`insert into completions (user_id, type, day, completed_at, time_zone) values (${u.id}, 'mood', '2026-03-10', now(), 'UTC')`,
        );
      });
      expect(await read()).toBe(false);
      // …for its bound at most.
      const took = await within(2500, async () => (await read()) === true);
      expect(took).toBeGreaterThan(200);
    } finally {
      await c.close();
    }
  });
});
