import { expect, test } from './fixtures';

test('the app page carries its security headers: a strict CSP with no inline script or eval, no framing, nosniff', async ({ request }) => {
  for (const path of ['/', '/auth', '/journal']) {
    const res = await request.get(path);
    expect(res.headers()['content-type']).toContain('text/html');
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src '))).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
    // No inline script in the page itself.
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }
});
