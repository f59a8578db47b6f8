import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareLink, decodeSharePayload, encodeSharePayload, parseShareCode, shareCode } from '../../../contract/share.js';
import { lookupPassage } from '../../domain/bible.js';
import { renderHeadTags, withHead } from '../../platform/spa.js';
import { client, createTestApp, type TestApp } from '../../test/harness.js';
import { sharedPageHead } from './shared-page.js';

const verse = {
  verse: 'John 3:16',
  text: 'For God so loved the world, that he gave his only born Son.',
  shareUrl: 'http://lamplight.test',
  imageUrl: 'http://lamplight.test/x.png',
};

describe('share payloads', () => {
  it('round-trip as URL-safe base64 of UTF-8 JSON', () => {
    const tricky = { verse: 'Psalm 23:1', text: 'Yahweh is my shepherd; I shall lack nothing. “Ça va” — ünïcödé ✝️ <b>&</b>' };
    const encoded = encodeSharePayload(tricky);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharePayload(encoded)).toEqual(tricky);
    // What another client may have built with plain base64 decodes too.
    expect(decodeSharePayload(Buffer.from(JSON.stringify(verse)).toString('base64'))).toEqual(verse);
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['base64 of something that is not JSON', Buffer.from('hello').toString('base64url')],
    ['JSON without a text', Buffer.from(JSON.stringify({ verse: 'John 3:16' })).toString('base64url')],
    ['JSON of the wrong types', Buffer.from(JSON.stringify({ verse: 3, text: ['x'] })).toString('base64url')],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url')],
    ['empty', ''],
  ])('are refused when %s', (_, encoded) => {
    expect(decodeSharePayload(encoded)).toBeNull();
  });
});

describe('short share links', () => {
  it('name the passage and translation in a few characters, and read back to the same passage', () => {
    const cases: [string, 'WEB' | 'KJV', string][] = [
      ['John 3:16', 'WEB', 'John.3.16'],
      ['Psalm 23', 'WEB', 'Ps.23'],
      ['1 Corinthians 13:4-7', 'KJV', '1Cor.13.4-7~kjv'],
      ['Isaiah 52:13-53:12', 'WEB', 'Isa.52.13-53.12'],
      ['Psalms 23-24', 'WEB', 'Ps.23-24'],
      ['Jude 3', 'WEB', 'Jude.1.3'],
    ];
    for (const [verse, translation, code] of cases) {
      expect(shareCode(verse, translation)).toBe(code);
      expect(parseShareCode(code)).toEqual({ verse: verse === 'Jude 3' ? 'Jude 1:3' : verse, translation });
      expect(decodeShareLink(code)).toEqual(parseShareCode(code));
    }
    expect(`https://lamplight.example/shared/${shareCode('Romans 8:38-39', 'KJV')}`.length).toBeLessThan(60);
  });

  it('keep old links working: URL-safe base64, and plain base64 whose "/" splits the path', () => {
    const payload = { verse: 'Psalm 23:1', text: 'The LORD is my shepherd; I shall not want. ?>?>?>', translation: 'KJV' as const };
    const plain = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(plain).toContain('/');
    expect(decodeShareLink(plain)).toEqual({ verse: 'Psalm 23:1', translation: 'KJV' });
    expect(decodeShareLink(encodeURIComponent(plain))).toEqual({ verse: 'Psalm 23:1', translation: 'KJV' });
    expect(decodeShareLink(encodeSharePayload(payload))).toEqual({ verse: 'Psalm 23:1', translation: 'KJV' });
  });

  it('are refused when damaged: cut short, or naming what the Bible does not have', () => {
    const long = encodeSharePayload({ verse: 'John 3:16', text: 'For God so loved the world' });
    for (const broken of [long.slice(0, long.length - 7), 'not-valid-base64!!', 'John.99.1', 'Nope.3.16', 'John.3.16~niv', '%E0%A4%A', ''])
      expect(decodeShareLink(broken), broken).toBeNull();
  });
});

describe('link previews of /shared/{payload}', () => {
  it('carry the reference as the title and the text as the description, with a server-rendered image', () => {
    const encoded = encodeSharePayload(verse);
    const tags = sharedPageHead(encoded, 'http://lamplight.test');
    const get = (key: string) =>
      tags.find((t) => 'content' in t && (t.property === key || t.name === key)) as { content: string } | undefined;
    expect(tags).toContainEqual({ title: 'John 3:16 · Lamplight' });
    expect(get('og:title')?.content).toBe('John 3:16');
    // The words come from the Bible text, not from the link.
    expect(get('og:description')?.content).toBe(lookupPassage('John 3:16', 'WEB').text);
    expect(get('twitter:card')?.content).toBe('summary_large_image');
    // An old long link previews under the passage's short address.
    expect(get('og:image')?.content).toBe('http://lamplight.test/shared/John.3.16/image.png');
    expect(get('og:url')?.content).toBe('http://lamplight.test/shared/John.3.16');
  });

  it("never show words a link made up: the Bible text of the reference, in the sharer's translation", () => {
    const forged = encodeSharePayload({ verse: 'John 3:16', text: "</title><img src=x onerror=alert(1)> made-up words $` $' $&" });
    const html = renderHeadTags(sharedPageHead(forged, 'http://lamplight.test'));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('made-up');
    expect(html).toContain('For God so loved the world');
    const kjv = sharedPageHead(encodeSharePayload({ verse: 'John 3:16', text: 'x', translation: 'KJV' }), 'http://lamplight.test');
    expect(JSON.stringify(kjv)).toContain('only begotten Son');
    // A reference that names no verse is a broken link.
    const bogus = sharedPageHead(encodeSharePayload({ verse: 'John 3:16"><script>', text: 'x' }), 'http://lamplight.test');
    expect(bogus).toContainEqual({ title: 'Shared scripture · Lamplight' });
  });

  it('put head tags into the page as they are, even with $ patterns in them', () => {
    const page = withHead('<html><head><title>Lamplight</title></head><body></body></html>', [
      { title: 'A $` B' },
      { name: 'description', content: "$' and $&" },
    ]);
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page).toContain('<title>A $` B</title>');
    expect(page).toContain('<meta name="description" content="$&#39; and $&amp;">');
    expect(page).not.toContain('<title>Lamplight</title>');
    expect(page).toMatch(/<\/head><body><\/body><\/html>$/);
  });

  it("fall back to the product's own card for a broken link", () => {
    const tags = sharedPageHead('not-a-payload', 'http://lamplight.test');
    expect(tags).toContainEqual({ title: 'Shared scripture · Lamplight' });
    expect(tags.some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
  });
});

describe('GET /shared/{payload}/image.png', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a 1200×630 PNG of the verse, cached for a long time', async () => {
    const res = await client(t.app).get(`/shared/${encodeSharePayload(verse)}/image.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('is a 404 for a broken payload', async () => {
    expect((await client(t.app).get('/shared/garbage!!/image.png')).statusCode).toBe(404);
  });

  it('is drawn for a short link, and for an old plain-base64 link whose "/" makes several path segments', async () => {
    expect((await client(t.app).get('/shared/John.3.16~kjv/image.png')).headers['content-type']).toBe('image/png');
    const plain = Buffer.from(JSON.stringify({ verse: 'Psalm 23:1', text: 'x ?>?>?>' })).toString('base64');
    expect(plain).toContain('/');
    expect((await client(t.app).get(`/shared/${plain}/image.png`)).headers['content-type']).toBe('image/png');
  });

  it('serves the page itself signed out (the app shell, or a clear 503 before the client is built)', async () => {
    const res = await client(t.app).get(`/shared/${encodeSharePayload(verse)}`);
    expect([200, 503]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.body).toContain('<meta property="og:title" content="John 3:16">');
  });
});

describe('an address that is not valid URL encoding', () => {
  it('is a JSON 400 for the API, and the app itself for a page', async () => {
    const t = await createTestApp({ serveClient: true });
    try {
      const api = await t.app.inject({ method: 'GET', url: '/api/bible/%%%' });
      expect(api.statusCode).toBe(400);
      expect(api.json().message).toBe('That address is not valid.');
      const page = await t.app.inject({ method: 'GET', url: '/shared/%%%notvalid' });
      // The built app (200), or the clear 503 when the client isn't built: never a JSON error.
      expect([200, 503]).toContain(page.statusCode);
      expect(page.headers['content-type']).toMatch(/text\/(html|plain)/);
    } finally {
      await t.close();
    }
  });
});
