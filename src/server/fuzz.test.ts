import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, brief, context, snapshot, type Ctx, type Request } from './test/access-table.js';
import { createTestApp, multipartBody, type FormPart, type TestApp } from './test/harness.js';

/**
 * Generated bad input (issue 17 §2): for every route, requests built from the access table's valid one and then
 * broken — wrong types, missing and extra fields, strings up to 1 MB, deep nesting, NUL and lone surrogates,
 * negative, zero, fractional and 2^63 ids, arrays for objects, duplicate keys, invalid JSON, wrong content types,
 * empty bodies, broken path ids. The property: never a 5xx, every 4xx says why in words, and a refused request
 * writes nothing. Seeded, so a failure replays; `npm run fuzz` runs many more cases (FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const MB = 'x'.repeat(1024 * 1024);
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { deeper: deep(depth - 1) });
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff lone', '🙏'.repeat(500), MB, '<script>alert(1)</script>'),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1e308, 2 ** 53 + 1, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  fc.constant(deep(200)),
);

/** How a request is broken. */
type Breakage =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; body: string; contentType: string }
  | { kind: 'path'; segment: string }
  | { kind: 'query'; value: string };

const breakage: fc.Arbitrary<Breakage> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: nasty }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.constantFrom('__proto__', 'constructor', 'userId', 'id', 'isAdmin', 'x'),
    value: nasty,
  }),
  fc.record({
    kind: fc.constant('whole' as const),
    value: fc.oneof(fc.constant([]), fc.constant('text'), fc.constant(42), fc.constant(null), nasty),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    body: fc.constantFrom('', '{', '{"a":1,"a":2}', 'null', '[]', '{"userId":1,"userId":"1"}', '\u0000', 'not json at all'),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'),
  }),
  fc.record({
    kind: fc.constant('path' as const),
    segment: fc.constantFrom('-1', '0', '1.5', '9223372036854775808', 'abc', '%00', '%F0%9F%99%8F', '1e3', ' 1', '0x10', '..%2F..'),
  }),
  fc.record({
    kind: fc.constant('query' as const),
    value: fc.constantFrom('-1', '', 'abc', '%00', '9223372036854775808', 'x'.repeat(5000)),
  }),
);

type Sent = { url: string; body?: string | Buffer; contentType?: string; headers?: Record<string, string> };

/** An upload broken in its form: a field's value replaced, a field dropped or added; the rest as for JSON. */
function brokenForm(request: Request & { form: FormPart[] }, b: Breakage): Sent | null {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));
  const upload = (form: FormPart[]) => {
    const { payload, headers } = multipartBody(form);
    return { url: request.url, body: payload, headers };
  };
  const fields = request.form;
  if (b.kind === 'field') {
    const i = b.pick % fields.length;
    const part = fields[i]!;
    const changed: FormPart = 'value' in part ? { ...part, value: text(b.value) } : { ...part, data: Buffer.from(text(b.value)) };
    return upload(fields.map((p, j) => (j === i ? changed : p)));
  }
  if (b.kind === 'drop') return upload(fields.filter((_, j) => j !== b.pick % fields.length));
  if (b.kind === 'extra') return upload([...fields, { name: b.key, value: text(b.value) }]);
  return null;
}

function broken(request: Request, b: Breakage): Sent {
  if (request.form) {
    const form = brokenForm(request as Request & { form: FormPart[] }, b);
    if (form) return form;
  }
  const json = (payload: unknown) => ({ body: JSON.stringify(payload), contentType: 'application/json' });
  const fields = request.payload && typeof request.payload === 'object' ? Object.keys(request.payload) : [];
  const base = { url: request.url, ...(request.payload !== undefined && json(request.payload)) };
  switch (b.kind) {
    case 'field':
      if (!fields.length) return { ...base, ...json({ value: b.value }) };
      return { ...base, ...json({ ...(request.payload as object), [fields[b.pick % fields.length]!]: b.value }) };
    case 'drop': {
      if (!fields.length) return base;
      const rest = { ...(request.payload as Record<string, unknown>) };
      delete rest[fields[b.pick % fields.length]!];
      return { ...base, ...json(rest) };
    }
    case 'extra':
      return { ...base, ...json({ ...((request.payload as object) ?? {}), [b.key]: b.value }) };
    case 'whole':
      return { ...base, ...json(b.value) };
    case 'raw':
      return { ...base, body: b.body, contentType: b.contentType };
    case 'path': {
      const parts = request.url.split('?')[0]!.split('/');
      const numeric = parts.map((p, i) => (/^\d+$/.test(p) ? i : -1)).filter((i) => i >= 0);
      if (!numeric.length) return base;
      parts[numeric[0]!] = b.segment;
      const query = request.url.includes('?') ? `?${request.url.split('?')[1]}` : '';
      return { ...base, url: parts.join('/') + query };
    }
    case 'query': {
      if (!request.url.includes('?')) return { ...base, url: `${request.url}?userId=${b.value}` };
      const [path, query] = request.url.split('?') as [string, string];
      const params = new URLSearchParams(query);
      const key = [...params.keys()][0]!;
      params.set(key, b.value);
      return { ...base, url: `${path}?${params.toString()}` };
    }
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = Object.entries(ACCESS).filter(([, entry]) => entry.access !== 'stream');

describe('generated bad input', () => {
  it.each(routes)('%s: never a 5xx, a readable 4xx, nothing written when refused', { timeout: 240_000 }, async (route, entry) => {
    let c: Ctx = await context(t);
    const mutating = !route.startsWith('GET ');
    await fc.assert(
      fc.asyncProperty(breakage, async (b) => {
        // A case that succeeds on a route that ends the account or session leaves the next case a fresh owner.
        if (entry.last) c = await context(t);
        // An hour between cases, so the fixtures' own posts stay within the hourly limits.
        t.clock.advance(61 * 60_000);
        const request = await entry.make(c);
        const sent = broken(request, b);
        const before = mutating ? await snapshot(c.owner) : '';
        const res = await t.app.inject({
          method: request.method,
          url: sent.url,
          headers: { cookie: c.owner.cookie, ...(sent.contentType && { 'content-type': sent.contentType }), ...sent.headers },
          ...(sent.body !== undefined && { payload: sent.body }),
        });
        const what = `${route} with ${JSON.stringify(b).slice(0, 200)} → ${res.statusCode} ${brief(res.body)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) {
          // An API answers JSON with a message; a page or picture route (/shared/…) answers in plain words.
          const json = String(res.headers['content-type']).startsWith('application/json');
          const message = json ? (JSON.parse(res.body) as { message?: unknown }).message : res.body;
          expect(typeof message === 'string' && message.trim().length > 0, what).toBe(true);
          if (mutating && res.statusCode !== 401) expect(await snapshot(c.owner), `${what}: wrote something`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
