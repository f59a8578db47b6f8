import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, type TestApp } from '../test/harness.js';
import { PUBLIC_LIMITS } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: PUBLIC_LIMITS });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

/** Calls `send` until the address's limit is reached, then once more. */
async function exhaust(max: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < max; i++) expect((await send(i)).statusCode, `request ${i + 1} of ${max}`).not.toBe(429);
  return send(max);
}

describe('limits on the public routes that do real work, per address', () => {
  it(`sign-up: ${PUBLIC_LIMITS.register.max} an hour, then a 429 that says how long to wait; another address is unaffected`, async () => {
    const over = await exhaust(PUBLIC_LIMITS.register.max, () => post('/api/auth/register', newAccount(), '203.0.113.10'));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests from your network\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/auth/register', newAccount(), '203.0.113.11')).statusCode).toBe(201);
  });

  it(`forgot-password: ${PUBLIC_LIMITS.forgotPassword.max} an hour`, async () => {
    const over = await exhaust(PUBLIC_LIMITS.forgotPassword.max, (i) =>
      post('/api/auth/forgot-password', { email: `x${i}@example.com` }, '203.0.113.20'),
    );
    expect(over.statusCode).toBe(429);
  });

  it(`reset-password: ${PUBLIC_LIMITS.resetPassword.max} in 15 minutes, counted before the token is looked at`, async () => {
    const over = await exhaust(PUBLIC_LIMITS.resetPassword.max, (i) =>
      post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'a fine new password' }, '203.0.113.30'),
    );
    expect(over.statusCode).toBe(429);
  });

  it(`Bible search: ${PUBLIC_LIMITS.bibleSearch.max} a minute`, async () => {
    const search = () => t.app.inject({ method: 'GET', url: '/api/bible/search?q=light', remoteAddress: '203.0.113.40' });
    const over = await exhaust(PUBLIC_LIMITS.bibleSearch.max, search);
    expect(over.statusCode).toBe(429);
    // Reading a passage is not limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/bible/passage?ref=John%201', remoteAddress: '203.0.113.40' })).statusCode).toBe(
      200,
    );
  });
});
