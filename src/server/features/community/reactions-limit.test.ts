import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../../platform/rate-limits.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';

/** Likes and "I prayed" are limited per person (issue 17 §5.3): each toggle tells every open feed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...NO_LIMITS, reactions: { max: 3, windowMs: 60 * 60_000 } } });
});
afterAll(() => t.close());

describe('reactions', () => {
  it('stop at the limit with a message saying when to come back, for that person only', async () => {
    const author = await signUp(t.app);
    const fast = await signUp(t.app);
    const other = await signUp(t.app);
    const post = (await author.post('/api/community', { userId: author.id, content: 'Please pray for my exams.', type: 'prayer' })).json();
    expect((await fast.post(`/api/community/${post.id}/like`)).statusCode).toBe(200);
    expect((await fast.post(`/api/community/${post.id}/like`)).statusCode).toBe(200);
    expect((await fast.post(`/api/community/${post.id}/like`)).statusCode).toBe(200);
    // Each kind of reaction counts on its own.
    expect((await fast.post(`/api/community/${post.id}/prayed`)).statusCode).toBe(200);
    const over = await fast.post(`/api/community/${post.id}/like`);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Please wait \d+ minutes? and try again/);
    expect((await other.post(`/api/community/${post.id}/like`)).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await fast.post(`/api/community/${post.id}/like`)).statusCode).toBe(200);
  });
});
