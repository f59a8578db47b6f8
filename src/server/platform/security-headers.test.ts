import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Security headers on API answers (issue 17 §4); the app page's are checked in the browser (e2e/headers.spec.ts). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

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
