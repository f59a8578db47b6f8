import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComment, TPost } from '../../../contract/community.js';
import type { ChangeEvent } from '../../platform/events.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Abigail Carmel' });
  reader = await signUp(t.app, { name: 'Boaz Bethlehem' });
});
afterAll(() => t.close());

const newPost = async (u: TestUser, body: Record<string, unknown> = {}) =>
  (await u.post('/api/community', { content: 'A thought worth sharing today.', ...body })).json() as TPost;

describe('comments', () => {
  it('take 2 characters after trimming, refuse 1, and refuse more than 1,000', async () => {
    const p = await newPost(author);
    const one = await reader.post(`/api/community/${p.id}/comments`, { userId: reader.id, content: ' a ', anonymous: 0 });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Comment must be at least 2 characters');
    const two = await reader.post(`/api/community/${p.id}/comments`, { userId: reader.id, content: ' ok ', anonymous: 0 });
    expect(two.statusCode).toBe(201);
    expect(two.json()).toMatchObject({ content: 'ok', postId: p.id, userId: reader.id, name: 'Boaz Bethlehem', isOwn: true });
    expect((await reader.post(`/api/community/${p.id}/comments`, { content: 'y'.repeat(1000) })).statusCode).toBe(201);
    const long = await reader.post(`/api/community/${p.id}/comments`, { content: 'y'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Comment must be at most 1,000 characters');
    expect((await reader.post(`/api/community/${p.id}/comments`, { userId: author.id, content: 'as someone else' })).statusCode).toBe(403);
  });

  it('list in the order written, count on the post, and a missing post answers 404', async () => {
    const p = await newPost(author);
    await reader.post(`/api/community/${p.id}/comments`, { content: 'First!' });
    t.clock.advance(1000);
    await author.post(`/api/community/${p.id}/comments`, { content: 'Thank you.' });
    const list = (await author.get(`/api/community/${p.id}/comments`)).json() as TComment[];
    expect(list.map((c) => c.content)).toEqual(['First!', 'Thank you.']);
    expect(list.map((c) => c.isOwn)).toEqual([false, true]);
    const feed = (await reader.get('/api/community')).json() as TPost[];
    expect(feed.find((x) => x.id === p.id)?.comments).toBe(2);
    expect((await reader.get('/api/community/999999/comments')).statusCode).toBe(404);
    expect((await reader.post('/api/community/999999/comments', { content: 'Hello?' })).statusCode).toBe(404);
  });

  it('only the author deletes a comment; a stranger gets 403 and nothing changes', async () => {
    const p = await newPost(author);
    const c = (await reader.post(`/api/community/${p.id}/comments`, { content: 'Mine to remove.' })).json() as TComment;
    const refused = await author.del(`/api/community/comments/${c.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only delete your own comments.');
    expect((await reader.get(`/api/community/${p.id}/comments`)).json()).toHaveLength(1);
    expect((await reader.del(`/api/community/comments/${c.id}`)).statusCode).toBe(200);
    expect((await reader.get(`/api/community/${p.id}/comments`)).json()).toHaveLength(0);
    expect((await reader.del(`/api/community/comments/${c.id}`)).statusCode).toBe(404);
  });
});

describe('anonymity', () => {
  it("another person's view of an anonymous post and comment carries no trace of the author", async () => {
    // Someone who only ever writes anonymously: nothing anyone else receives may name them.
    const secret = await signUp(t.app, { name: 'Zipporah Quillfeather', username: 'zipporah_q' });
    const events: ChangeEvent[] = [];
    const stop = t.events.subscribe(reader.id, (e) => events.push(e));
    t.clock.advance(60_000);
    const p = await newPost(secret, { content: 'Struggling, and asking for prayer.', type: 'prayer', anonymous: 1 });
    expect(p).toMatchObject({ anonymous: 1, isOwn: true, userId: secret.id, name: 'Zipporah Quillfeather' });
    // Lift it to the top post so that answer is checked too.
    for (let i = 0; i < 3; i++) await (await signUp(t.app)).post(`/api/community/${p.id}/like`);
    const c = (await secret.post(`/api/community/${p.id}/comments`, { content: 'Thank you all.', anonymous: 1 })).json() as TComment;

    const answers = [
      await reader.get('/api/community'),
      await reader.get('/api/community/top'),
      await reader.get(`/api/community/${p.id}/comments`),
      await reader.post(`/api/community/${p.id}/like`),
      await reader.del(`/api/community/${p.id}`),
      await reader.del(`/api/community/comments/${c.id}`),
    ];
    stop();
    const seenPost = (answers[0]!.json() as TPost[]).find((x) => x.id === p.id)!;
    expect(seenPost).toMatchObject({ anonymous: 1, isOwn: false, userId: null, name: null, username: null });
    expect(answers[1]!.json().post).toMatchObject({ id: p.id, userId: null, name: null, username: null });
    expect(answers[2]!.json()).toEqual([
      expect.objectContaining({ id: c.id, anonymous: 1, isOwn: false, userId: null, name: null, username: null }),
    ]);
    expect(answers[4]!.statusCode).toBe(403);
    expect(answers[5]!.statusCode).toBe(403);
    for (const res of answers) {
      expect(res.body).not.toMatch(/Zipporah|Quillfeather|zipporah_q/i);
      expect(res.body).not.toContain(`"userId":${secret.id}`);
    }
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toMatch(/Zipporah|zipporah_q/i);
    for (const e of events) expect(Object.keys(e)).toEqual(['topics']);

    // The author still sees it as theirs, and can delete it.
    const own = ((await secret.get('/api/community')).json() as TPost[]).find((x) => x.id === p.id)!;
    expect(own).toMatchObject({ isOwn: true, userId: secret.id, username: 'zipporah_q' });
    expect((await secret.del(`/api/community/comments/${c.id}`)).statusCode).toBe(200);
    expect((await secret.del(`/api/community/${p.id}`)).statusCode).toBe(200);
  });

  it('a named comment on an anonymous post names only the commenter', async () => {
    const p = await newPost(author, { anonymous: true });
    await reader.post(`/api/community/${p.id}/comments`, { content: 'Praying for you.' });
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/community/${p.id}/comments`, headers: { cookie: (await signUp(t.app)).cookie } })
    ).json() as TComment[];
    expect(seen[0]).toMatchObject({ name: 'Boaz Bethlehem', userId: reader.id, anonymous: 0 });
  });
});

describe('abuse limits', () => {
  it('allow 10 posts an hour per person, then 429 with Retry-After and a message a person can act on', async () => {
    const u = await signUp(t.app);
    t.clock.set('2026-03-20T10:00:00Z');
    for (let i = 0; i < 10; i++) {
      expect((await u.post('/api/community', { content: `Post number ${i} of today.` })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const eleventh = await u.post('/api/community', { content: 'One more than allowed.' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe("You've shared 10 posts in the last hour. Please wait 50 minutes before posting again.");
    expect(eleventh.headers['retry-after']).toBe('3000');
    // Someone else is not held back by it.
    expect((await reader.post('/api/community', { content: 'Unaffected by the limit.' })).statusCode).toBe(201);
    t.clock.advance(3000 * 1000);
    expect((await u.post('/api/community', { content: 'The hour has turned.' })).statusCode).toBe(201);
  });

  it('hold when requests arrive all at once', async () => {
    const u = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 13 }, (_, i) => u.post('/api/community', { content: `Burst post number ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('allow 60 comments an hour per person', async () => {
    const u = await signUp(t.app);
    const p = await newPost(author);
    for (let i = 0; i < 60; i++) expect((await u.post(`/api/community/${p.id}/comments`, { content: `c${i}` })).statusCode).toBe(201);
    const over = await u.post(`/api/community/${p.id}/comments`, { content: 'one too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^You've added 60 comments in the last hour\. Please wait \d+ minutes? before commenting again\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
