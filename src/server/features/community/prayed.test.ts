import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPost } from '../../../contract/community.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let author: TestUser;
let b: TestUser;
let c: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Hannah Ramah' });
  b = await signUp(t.app, { name: 'Eli Shiloh' });
  c = await signUp(t.app, { name: 'Peninnah Ramah' });
});
afterAll(() => t.close());

const share = async (u: TestUser, body: Record<string, unknown>) =>
  (await u.post('/api/community', { userId: u.id, scripture: null, anonymous: 0, ...body })).json() as TPost;
const seen = async (u: TestUser, id: number) => ((await u.get('/api/community?limit=50')).json() as TPost[]).find((p) => p.id === id)!;

describe('"🙏 I prayed" on a prayer request', () => {
  it('counts one per person, toggles, and tells every open feed by the event stream', async () => {
    const request = await share(author, { type: 'prayer', content: 'Please pray for my mother this week.' });
    expect(request).toMatchObject({ prayed: 0, prayedByMe: false, answeredAt: null });
    const heard: string[][] = [];
    const stop = t.events.subscribe(author.id, (e) => heard.push(e.topics));
    expect((await b.post(`/api/community/${request.id}/prayed`)).json()).toEqual({ prayedByMe: true, prayed: null });
    stop();
    expect(heard).toContainEqual(['community']);
    expect((await c.post(`/api/community/${request.id}/prayed`)).json()).toEqual({ prayedByMe: true, prayed: null });
    expect(await seen(author, request.id)).toMatchObject({ prayed: 2, prayedByMe: false, isOwn: true });
    expect((await b.post(`/api/community/${request.id}/prayed`)).json()).toEqual({ prayedByMe: false, prayed: null });
    expect(await seen(author, request.id)).toMatchObject({ prayed: 1 });
  });

  it('answers the count to the author only: others learn just whether they prayed themselves', async () => {
    const request = await share(author, { type: 'prayer', content: 'Pray for our church this month.' });
    await b.post(`/api/community/${request.id}/prayed`);
    await c.post(`/api/community/${request.id}/prayed`);
    // The author: the count, in the feed and on the top post of the Dashboard alike.
    expect(await seen(author, request.id)).toMatchObject({ prayed: 2, prayedByMe: false });
    // Someone who prayed and someone who didn't: whether they did, and no count anywhere in the answer.
    const d = await signUp(t.app, { name: 'Elkanah Ramah' });
    const asB = await seen(b, request.id);
    const asD = await seen(d, request.id);
    expect(asB).toMatchObject({ prayed: null, prayedByMe: true });
    expect(asD).toMatchObject({ prayed: null, prayedByMe: false });
    const top = (await d.get('/api/community/top')).json() as { post: TPost | null };
    expect(top.post).toMatchObject({ id: request.id, prayed: null, prayedByMe: false });
    expect(((await author.get('/api/community/top')).json() as { post: TPost }).post).toMatchObject({ id: request.id, prayed: 2 });
    // The author toggling their own request would hear the count; nobody else ever does.
    expect((await author.post(`/api/community/${request.id}/prayed`)).json()).toEqual({ prayedByMe: true, prayed: 3 });
    expect((await author.post(`/api/community/${request.id}/prayed`)).json()).toEqual({ prayedByMe: false, prayed: 2 });
  });

  it('holds anonymity: praying for an anonymous request names no one, and only a prayer request takes it', async () => {
    const hidden = await share(author, { type: 'prayer', content: 'A private struggle, please pray.', anonymous: 1 });
    await b.post(`/api/community/${hidden.id}/prayed`);
    const asB = await seen(b, hidden.id);
    expect(asB).toMatchObject({ prayed: null, prayedByMe: true, userId: null, name: null, username: null });
    expect(await seen(author, hidden.id)).toMatchObject({ prayed: 1, isOwn: true });
    expect(JSON.stringify(asB)).not.toContain('Hannah');
    const reflection = await share(author, { type: 'reflection', content: 'A quiet morning by the lake.' });
    const wrong = await b.post(`/api/community/${reflection.id}/prayed`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Only a prayer request can be prayed for.');
    expect((await b.post('/api/community/999999/prayed')).statusCode).toBe(404);
  });

  it('lets only its author mark it answered, shown on the post', async () => {
    t.clock.set('2026-03-20T09:00:00Z');
    const request = await share(author, { type: 'prayer', content: 'Pray for a safe journey home.' });
    const refused = await b.put(`/api/community/${request.id}/answered`, { answered: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only its author can mark a prayer request answered.');
    const gone = await author.put('/api/community/999999/answered', { answered: true });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/no longer exists/);
    const ok = await author.put(`/api/community/${request.id}/answered`, { answered: true });
    expect(ok.json()).toEqual({ answeredAt: '2026-03-20T09:00:00.000Z' });
    expect((await seen(c, request.id)).answeredAt).toBe('2026-03-20T09:00:00.000Z');
    expect((await author.put(`/api/community/${request.id}/answered`, { answered: false })).json()).toEqual({ answeredAt: null });
  });
});
