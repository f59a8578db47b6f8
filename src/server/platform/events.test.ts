import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TLikeResult, TPost } from '../../contract/community.js';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { coalesce, COALESCE_MS, createLocalEventBus, type ChangeEvent } from './events.js';

describe('coalescing a burst of changes (decision 021)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once, gathers the rest of the window into one trailing event, and goes quiet', () => {
    vi.useFakeTimers();
    const sent: ChangeEvent[] = [];
    const c = coalesce((e) => sent.push(e), 250);
    c.publish({ topics: ['community'] });
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 399; i++) c.publish({ topics: ['community'] });
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(250);
    // The trailing edge: the burst's last change is not lost.
    expect(sent).toEqual([{ topics: ['community'] }, { topics: ['community'] }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
    // After a quiet window, a single change goes out at once again.
    c.publish({ topics: ['community'] });
    expect(sent).toHaveLength(3);
    c.close();
  });

  it('a burst that goes on sends at most one event per window', () => {
    vi.useFakeTimers();
    const sent: ChangeEvent[] = [];
    const c = coalesce((e) => sent.push(e), 250);
    // 400 toggles over 1.5 s, as the probe sent them.
    for (let i = 0; i < 400; i++) {
      c.publish({ topics: ['community'] });
      vi.advanceTimersByTime(1500 / 400);
    }
    vi.advanceTimersByTime(1000);
    expect(sent.length).toBeGreaterThanOrEqual(6);
    expect(sent.length).toBeLessThanOrEqual(8);
    c.close();
  });

  it('keeps different targets and topics apart, and never holds back a resync', () => {
    vi.useFakeTimers();
    const sent: ChangeEvent[] = [];
    const c = coalesce((e) => sent.push(e), 250);
    c.publish({ topics: ['community'] });
    c.publish({ userId: 1, topics: ['community'] });
    c.publish({ userId: 1, topics: ['journal', 'progress'] });
    c.publish({ userId: 2, topics: ['progress', 'journal'] });
    c.publish({ topics: [], resync: true });
    c.publish({ topics: [], resync: true });
    expect(sent).toHaveLength(6);
    // Same kind (topics in any order) within the window: gathered.
    c.publish({ userId: 2, topics: ['journal', 'progress'] });
    expect(sent).toHaveLength(6);
    vi.advanceTimersByTime(250);
    expect(sent).toHaveLength(7);
    expect(sent[6]).toEqual({ userId: 2, topics: ['progress', 'journal'] });
    c.close();
  });

  it('drops what it gathered when closed', () => {
    vi.useFakeTimers();
    const sent: ChangeEvent[] = [];
    const c = coalesce((e) => sent.push(e), 250);
    c.publish({ topics: ['community'] });
    c.publish({ topics: ['community'] });
    c.close();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('the local bus coalesces, and hands every event on with coalesceMs 0', () => {
    vi.useFakeTimers();
    const heard: ChangeEvent[] = [];
    const bus = createLocalEventBus();
    const off = bus.subscribe(1, (e) => heard.push(e));
    for (let i = 0; i < 50; i++) bus.publish({ topics: ['community'] });
    vi.advanceTimersByTime(COALESCE_MS);
    expect(heard).toHaveLength(2);
    off();
    const every = createLocalEventBus({ coalesceMs: 0 });
    const all: ChangeEvent[] = [];
    every.subscribe(1, (e) => all.push(e));
    for (let i = 0; i < 50; i++) every.publish({ topics: ['community'] });
    expect(all).toHaveLength(50);
  });
});

describe('like toggles reach open feeds coalesced', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The bus as production builds it: coalescing (the harness's default bus hands on every event).
    t = await createTestApp({ events: createLocalEventBus() });
  });
  afterAll(() => t.close());

  it('many toggles in a burst → a few events, the last one after the last toggle; a single change arrives promptly', async () => {
    const author = await signUp(t.app);
    const liker = await signUp(t.app);
    const reader = await signUp(t.app);
    // Four posts, liked and unliked together: a burst that stays a burst on a busy machine.
    const posts: TPost[] = [];
    for (let i = 0; i < 4; i++)
      posts.push((await author.post('/api/community', { content: `A burst of likes ${i}.`, scripture: null })).json());
    const p = posts[0]!;
    await new Promise((r) => setTimeout(r, COALESCE_MS * 2));
    const heard: { at: number; event: ChangeEvent }[] = [];
    const off = t.events.subscribe(reader.id, (event) => heard.push({ at: Date.now(), event }));
    // When the services last published (the bus the app was given is this object).
    let lastPublish = 0;
    const publish = t.events.publish;
    t.events.publish = (event) => {
      lastPublish = Date.now();
      publish(event);
    };

    const toggles = 120;
    const started = Date.now();
    let last: TLikeResult[] = [];
    for (let i = 0; i < toggles / posts.length; i++) {
      last = await Promise.all(posts.map(async (x) => (await liker.post(`/api/community/${x.id}/like`)).json() as TLikeResult));
    }
    const lastToggle = Date.now();
    expect(last.map((l) => l.liked)).toEqual([false, false, false, false]);
    // The first toggle went out at once; the burst's last change arrives (on the trailing edge).
    await vi.waitFor(() => expect(heard.some((h) => h.at >= lastPublish)).toBe(true), { timeout: 2000, interval: 20 });
    expect(lastPublish).toBeGreaterThan(started);
    await new Promise((r) => setTimeout(r, COALESCE_MS * 2));
    const elapsed = lastToggle - started;
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(elapsed / COALESCE_MS) + 2);
    expect(heard.length).toBeLessThan(toggles / 4);
    expect(heard.every((h) => JSON.stringify(h.event) === JSON.stringify({ topics: ['community'] }))).toBe(true);
    // What a feed refetches on that last event is the final state.
    const feed = (await reader.get('/api/community')).json() as TPost[];
    expect(feed.find((x) => x.id === p.id)).toMatchObject({ likes: 0 });

    // After a quiet spell, one change arrives at once (before the window could have passed).
    heard.length = 0;
    const before = Date.now();
    await liker.post(`/api/community/${p.id}/like`);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.at - before).toBeLessThan(COALESCE_MS);
    off();
  });
});
