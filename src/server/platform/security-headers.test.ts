import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Security headers on API answers (issue 17 §4); the app page's are checked in the browser (e2e/headers.spec.ts). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The policy's directives by name: "script-src 'self' https://js.stripe.com" → { 'script-src': ["'self'", …] }. */
export function directivesOf(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

export function expectSecurityHeaders(headers: Record<string, unknown>, { https }: { https: boolean }) {
  const csp = String(headers['content-security-policy']);
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
  expect(scriptSrc, csp).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  if (https) expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
  else expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on every API answer, without HSTS over plain http', async () => {
    t = await createTestApp();
    for (const url of ['/api/health', '/api/auth/session', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers, { https: false });
    }
  });

  it('add HSTS when the app is served over https', async () => {
    t = await createTestApp({ env: { APP_URL: 'https://lamplight.example' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res.headers, { https: true });
  });
});

describe('the Content-Security-Policy in Stripe mode (issue 37 §1, decision 138)', () => {
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_URL: 'http://127.0.0.1:9' };

  it("allows exactly Stripe.js's documented origins: its script, its frames and its API", async () => {
    t = await createTestApp({ env: stripeEnv });
    for (const url of ['/api/health', '/api/auth/session']) {
      const res = await t.app.inject({ method: 'GET', url });
      const d = directivesOf(String(res.headers['content-security-policy']));
      expect(d['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(d['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
      expect(d['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      // Nothing else is loosened: no inline script, no eval, no other directive names Stripe, never framed.
      expect(d['default-src']).toEqual(["'self'"]);
      expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(d['object-src']).toEqual(["'none'"]);
      expect(d['frame-ancestors']).toEqual(["'none'"]);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script|\*(?!\.js\.stripe\.com)/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('adds none of them without Stripe (the sandbox needs nothing from outside)', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('stripe');
    const d = directivesOf(csp);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toBeUndefined(); // frames fall back to default-src 'self'
  });
});
