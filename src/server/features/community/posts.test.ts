import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPost } from '../../../contract/community.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { name: 'Abigail Carmel' });
  b = await signUp(t.app, { name: 'Boaz Bethlehem' });
});
afterAll(() => t.close());

const text = (n: number) => 'x'.repeat(n);
const post = (u: TestUser, body: Record<string, unknown>) =>
  u.post('/api/community', { userId: u.id, type: 'reflection', anonymous: 0, scripture: null, ...body });
const feed = async (u: TestUser, qs = '') => (await u.get(`/api/community${qs}`)).json() as TPost[];
const findPost = async (u: TestUser, id: number) => (await feed(u, '?limit=50')).find((p) => p.id === id);

describe('sharing a post', () => {
  it('takes 10 characters after trimming, refuses 9, and refuses more than 2,000', async () => {
    const nine = await post(a, { content: `   ${text(9)}   ` });
    expect(nine.statusCode).toBe(400);
    expect(nine.json().message).toBe('Post must be at least 10 characters');
    const ten = await post(a, { content: `  ${text(10)}  ` });
    expect(ten.statusCode).toBe(201);
    expect(ten.json().content).toBe(text(10));
    expect((await post(a, { content: text(2000) })).statusCode).toBe(201);
    const long = await post(a, { content: text(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Post must be at most 2,000 characters');
  });

  it('defaults the type to reflection, refuses unknown types, and keeps the scripture reference only when given', async () => {
    const plain = await a.post('/api/community', { content: 'Walking in the light today.' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      type: 'reflection',
      scripture: null,
      anonymous: 0,
      likes: 0,
      comments: 0,
      isOwn: true,
      likedByMe: false,
      userId: a.id,
    });
    const verse = await post(a, { content: 'For God so loved the world.', type: 'scripture', scripture: '  John 3:16 ' });
    expect(verse.json()).toMatchObject({ type: 'scripture', scripture: 'John 3:16' });
    expect((await post(a, { content: 'An empty reference is none.', scripture: '   ' })).json().scripture).toBeNull();
    const bad = await post(a, { content: 'What kind of post is this?', type: 'rant' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Type must be one of reflection, scripture, prayer or insight');
  });

  it('is written as the signed-in user only', async () => {
    expect((await post(a, { userId: b.id, content: 'Pretending to be someone else.' })).statusCode).toBe(403);
    expect((await client(t.app).post('/api/community', { content: 'Nobody is signed in here.' })).statusCode).toBe(401);
    expect((await client(t.app).get('/api/community')).statusCode).toBe(401);
  });

  it('counts towards the communityPosts metric and tells progress listeners, on creation and deletion', async () => {
    const calls: number[] = [];
    t.app.deps.progress.onChanged(async (_deps, userId) => void calls.push(userId));
    const metric = t.app.deps.progress.metric('communityPosts')!;
    const before = await metric(t.database.db, b.id);
    const created = await post(b, { content: 'My first words to the community.' });
    expect(await metric(t.database.db, b.id)).toBe(before + 1);
    expect(calls).toEqual([b.id]);
    await b.del(`/api/community/${created.json().id}`);
    expect(await metric(t.database.db, b.id)).toBe(before);
    expect(calls).toEqual([b.id, b.id]);
  });
});

describe('the feed', () => {
  it("pages newest first by the last post's id, and pages stay stable while new posts arrive", async () => {
    const c = await signUp(t.app, { name: 'Cyrus Persia' });
    t.clock.set('2026-03-12T08:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      // Posts come in pairs that share a timestamp (the id breaks the tie), 8 an hour (under the limit).
      if (i % 2 === 0) t.clock.advance(15 * 60_000);
      ids.push((await post(c, { content: `Feed post number ${i}` })).json().id);
    }
    const newestFirst = [...ids].reverse();
    const first = await feed(c, '?limit=10');
    expect(first.map((p) => p.id)).toEqual(newestFirst.slice(0, 10));

    t.clock.advance(60_000);
    const fresh = (await post(b, { content: 'Arrived while paging.' })).json().id;
    const second = await feed(c, `?limit=10&before=${first.at(-1)!.id}`);
    expect(second.map((p) => p.id)).toEqual(newestFirst.slice(10, 20));

    // The rest of the feed (older posts from other tests included) ends with a short page.
    const rest: TPost[] = [];
    let page = second;
    while (page.length === 50 || page === second) {
      page = await feed(c, `?limit=50&before=${page.at(-1)!.id}`);
      rest.push(...page);
    }
    expect(rest.slice(0, 5).map((p) => p.id)).toEqual(newestFirst.slice(20));
    expect(rest.some((p) => p.id === fresh)).toBe(false);
    expect((await feed(c, '?limit=1'))[0]!.id).toBe(fresh);
    expect(await feed(c)).toHaveLength(20);

    // A deleted post still marks its place as a cursor.
    await c.del(`/api/community/${newestFirst[9]}`);
    expect((await feed(c, `?limit=3&before=${newestFirst[9]}`)).map((p) => p.id)).toEqual(newestFirst.slice(10, 13));
  });

  it('refuses a cursor that is not a post id and a limit out of range', async () => {
    const bad = await a.get('/api/community?before=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('before (a post id) must be a number');
    // Ids larger than the database's integers can't name a post: a 400, not a database error.
    for (const url of ['/api/community?before=99999999999', '/api/community/99999999999/comments']) {
      const res = await a.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/is too large/);
    }
    expect((await a.post('/api/community/99999999999/like')).statusCode).toBe(400);
    expect((await a.del('/api/community/comments/99999999999')).statusCode).toBe(400);
    expect((await a.get('/api/community?before=-5')).statusCode).toBe(400);
    expect((await a.get('/api/community?limit=51')).statusCode).toBe(400);
    expect((await a.get('/api/community?limit=0')).statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('toggle one like per person, and each person sees their own likedByMe', async () => {
    const p = (await post(a, { content: 'Grace upon grace, every morning.' })).json() as TPost;
    expect((await b.post(`/api/community/${p.id}/like`)).json()).toEqual({ liked: true, likes: 1 });
    expect((await a.post(`/api/community/${p.id}/like`)).json()).toEqual({ liked: true, likes: 2 });
    expect(await findPost(b, p.id)).toMatchObject({ likes: 2, likedByMe: true });
    expect((await b.post(`/api/community/${p.id}/like`)).json()).toEqual({ liked: false, likes: 1 });
    expect(await findPost(b, p.id)).toMatchObject({ likes: 1, likedByMe: false });
    expect(await findPost(a, p.id)).toMatchObject({ likes: 1, likedByMe: true });
    // A double click sent twice at once still makes one like.
    await Promise.all([b.post(`/api/community/${p.id}/like`), b.post(`/api/community/${p.id}/like`)]);
    expect((await findPost(b, p.id))!.likes).toBeLessThanOrEqual(2);
  });

  it('answers 404 for a post that does not exist', async () => {
    const res = await a.post('/api/community/999999/like');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no longer exists/);
  });

  it('the top post has the most likes, the newest between equals', async () => {
    t.clock.set('2026-03-15T08:00:00Z');
    const d = await signUp(t.app, { name: 'Dorcas Joppa' });
    const older = (await post(d, { content: 'Older and much loved post.' })).json() as TPost;
    t.clock.advance(60_000);
    const newer = (await post(d, { content: 'Newer and just as loved.' })).json() as TPost;
    const likers = [a, b, d];
    const most = Math.max(...(await feed(a, '?limit=50')).map((p) => p.likes));
    // Lift both above anything else in this file's feed, then make them equal.
    for (const u of likers) await u.post(`/api/community/${older.id}/like`);
    for (let i = 0; i < most; i++) {
      const extra = await signUp(t.app);
      await extra.post(`/api/community/${older.id}/like`);
      await extra.post(`/api/community/${newer.id}/like`);
    }
    expect((await a.get('/api/community/top')).json().post.id).toBe(older.id);
    for (const u of likers) await u.post(`/api/community/${newer.id}/like`);
    expect((await a.get('/api/community/top')).json().post).toMatchObject({ id: newer.id, likes: 3 + most, name: 'Dorcas Joppa' });
  });
});

describe('deleting', () => {
  it('only the author deletes a post; a stranger gets 403 and nothing changes; comments and likes go with it', async () => {
    const p = (await post(a, { content: 'A post that will be deleted.' })).json() as TPost;
    await b.post(`/api/community/${p.id}/like`);
    await b.post(`/api/community/${p.id}/comments`, { content: 'Amen to this.' });
    const refused = await b.del(`/api/community/${p.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only delete your own posts.');
    expect(await findPost(a, p.id)).toMatchObject({ likes: 1, comments: 1 });

    expect((await a.del(`/api/community/${p.id}`)).statusCode).toBe(200);
    expect(await findPost(a, p.id)).toBeUndefined();
    expect((await a.get(`/api/community/${p.id}/comments`)).statusCode).toBe(404);
    expect((await a.del(`/api/community/${p.id}`)).statusCode).toBe(404);
    const leftovers = await t.database.db.execute(
      sql`select (select count(*) from community_likes where post_id = ${p.id}) + (select count(*) from community_comments where post_id = ${p.id}) as n`,
    );
    expect(Number((leftovers as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });

  it('keeps counts true when a liker deletes their account', async () => {
    const p = (await post(a, { content: 'Counts follow the rows.' })).json() as TPost;
    const e = await signUp(t.app);
    await e.post(`/api/community/${p.id}/like`);
    await e.post(`/api/community/${p.id}/comments`, { content: 'Passing through.' });
    await b.post(`/api/community/${p.id}/like`);
    expect(await findPost(a, p.id)).toMatchObject({ likes: 2, comments: 1 });
    expect((await e.del(`/api/users/${e.id}`, { password: e.account.password })).statusCode).toBe(200);
    expect(await findPost(a, p.id)).toMatchObject({ likes: 1, comments: 0 });
  });
});

describe('changes are pushed', () => {
  it('every change publishes the community topic to every signed-in stream, with no data', async () => {
    const seen: unknown[] = [];
    const stop = t.events.subscribe(b.id, (e) => seen.push(e));
    const p = (await post(a, { content: 'Heard by every open feed.' })).json() as TPost;
    await b.post(`/api/community/${p.id}/like`);
    const c = (await b.post(`/api/community/${p.id}/comments`, { content: 'Heard.' })).json();
    await b.del(`/api/community/comments/${c.id}`);
    await a.del(`/api/community/${p.id}`);
    stop();
    const community = seen.filter((e) => JSON.stringify(e) === JSON.stringify({ topics: ['community'] }));
    expect(community).toHaveLength(5);
  });
});
