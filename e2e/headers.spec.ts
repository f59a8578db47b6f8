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

test('a built script goes out compressed, cached for good, with only the headers a script needs', async ({ request }) => {
  const page = await (await request.get('/auth')).text();
  const src = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(src, 'the page loads a hashed script').toBeTruthy();
  const res = await request.get(src!, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['vary']).toContain('accept-encoding');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // Never revalidated, never resumed, never a document (decisions 109 and 112).
  for (const spare of ['etag', 'last-modified', 'accept-ranges', 'x-request-id', 'content-security-policy', 'x-frame-options']) {
    expect(headers[spare], spare).toBeUndefined();
  }
  // A page or an API answer keeps its trace id.
  expect((await request.get('/api/health')).headers()['x-request-id']).toBeTruthy();
});
