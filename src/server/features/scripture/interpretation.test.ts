import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPassage } from '../../domain/bible.js';
import { scriptureEntries } from '../../domain/scriptures.js';
import { createOpenAiProvider } from '../../platform/ai/openai.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { client, createTestApp, freshDatabase, signUp, type TestApp, type TestUser } from '../../test/harness.js';

interface Interpretation {
  reference: string;
  translation: string;
  theologicalInsight: string;
  contextExplanation: string;
  personalApplication: string;
  relatedVerses: { reference: string; text: string; connection: string }[];
  source: string;
}

const JOHN_3_16 = 13; // its id in content/scriptures.json

function expectProse(text: string) {
  expect(text.length).toBeGreaterThan(150);
  expect(text).toMatch(/[.?!”"]$/);
  expect(text).not.toMatch(/undefined|null|\[object|NaN|\s{2}|\.\./);
}

function expectRealTexts(i: Interpretation, translation: 'WEB' | 'KJV') {
  for (const r of i.relatedVerses) expect(r.text).toBe(lookupPassage(r.reference, translation).text);
}

describe('without an AI endpoint: the offline composer', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await signUp(t.app);
  });
  afterAll(() => t.close());

  it("writes helpful prose from the book, the surrounding verses and Nave's topics", async () => {
    const res = await u.get(`/api/scriptures/${JOHN_3_16}/interpretation`);
    expect(res.statusCode).toBe(200);
    const i: Interpretation = res.json();
    expect(i).toMatchObject({ reference: 'John 3:16', source: 'composer' });
    for (const text of [i.theologicalInsight, i.contextExplanation]) expectProse(text);
    expect(i.personalApplication).toMatch(/[.?!]$/);
    expect(i.contextExplanation).toContain('apostle John'); // the book's background
    expect(i.theologicalInsight).toContain('Nicodemus'); // what was written for this passage
    expect(i.contextExplanation).toContain('John 3 in brief:'); // its chapter
    expect(i.contextExplanation).toContain(lookupPassage('John 3:17', 'WEB').text); // the verse after it
    expect(i.relatedVerses.length).toBeGreaterThanOrEqual(2);
    expect(i.relatedVerses.map((r) => r.reference)).not.toContain('John 3:16');
    for (const r of i.relatedVerses) expect(r.connection).toMatch(/^[A-Z].{20,}\.$/); // why it belongs, in a sentence
    expectRealTexts(i, 'WEB');
  });

  it("writes in the reader's translation, for every curated passage tried", async () => {
    await u.put(`/api/users/${u.id}`, { translation: 'KJV' });
    for (const id of [1, 22, 100, 250, 372]) {
      const i: Interpretation = (await u.get(`/api/scriptures/${id}/interpretation`)).json();
      expectProse(i.theologicalInsight);
      expect(i.translation).toBe('KJV');
      expectRealTexts(i, 'KJV');
    }
    await u.put(`/api/users/${u.id}`, { translation: 'WEB' });
  });

  it('needs a session and a passage that exists', async () => {
    expect((await client(t.app).get(`/api/scriptures/${JOHN_3_16}/interpretation`)).statusCode).toBe(401);
    expect((await u.get('/api/scriptures/99999/interpretation')).statusCode).toBe(404);
  });
});

describe('biblical context for any passage of the Bible', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await signUp(t.app);
  });
  afterAll(() => t.close());
  const context = (ref: string, translation?: string) =>
    u.get(`/api/bible/context?ref=${encodeURIComponent(ref)}${translation ? `&translation=${translation}` : ''}`);

  it('answers for any passage, in or outside the curated list, placing each in its chapter and book', async () => {
    const curated = new Set(scriptureEntries().map((e) => e.reference));
    // Numbers 6:24-26, Zephaniah 3:17 and Leviticus 19:18 are curated; the other three are not.
    expect(['Ecclesiastes 3:1-8', 'Obadiah 1:3', '1 Chronicles 4:10'].filter((r) => curated.has(r))).toEqual([]);
    for (const [ref, chapterWords] of [
      ['Numbers 6:24-26', 'blessing'],
      ['Zephaniah 3:17', 'singing'],
      ['Ecclesiastes 3:1-8', 'season'],
      ['Obadiah 1:3', 'Edom'],
      ['1 Chronicles 4:10', 'Jabez'],
      ['Leviticus 19:18', 'neighbour'],
    ] as const) {
      const res = await context(ref);
      expect(res.statusCode, ref).toBe(200);
      const i: Interpretation = res.json();
      expect(i).toMatchObject({ reference: ref, source: 'composer', translation: 'WEB' });
      expect(`${i.theologicalInsight} ${i.contextExplanation}`, ref).toContain(chapterWords);
      for (const text of [i.theologicalInsight, i.contextExplanation, i.personalApplication]) expect(text, ref).toMatch(/[.?!”]$/);
      expectRealTexts(i, 'WEB');
    }
  });

  it("reads the related verses in the reader's translation", async () => {
    const i: Interpretation = (await context('Psalm 23:1-3', 'KJV')).json();
    expect(i.translation).toBe('KJV');
    expect(i.relatedVerses.length).toBeGreaterThan(0);
    expectRealTexts(i, 'KJV');
  });

  it('says what is wrong with a reference, and needs a session', async () => {
    expect((await context('John 3:99')).statusCode).toBe(400);
    expect((await context('Hezekiah 1:1')).statusCode).toBe(400);
    const across = await context('Romans 8:28-9:5');
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toMatch(/one chapter/);
    expect((await client(t.app).get('/api/bible/context?ref=John%203:16')).statusCode).toBe(401);
  });
});

describe('the limit on biblical context', () => {
  it('counts per person, not per address', async () => {
    const t = await createTestApp({ database: await freshDatabase(), rateLimits: { passageContext: { max: 2, windowMs: 60_000 } } });
    try {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      expect((await a.get('/api/bible/context?ref=Psalm%201')).statusCode).toBe(200);
      expect((await a.get('/api/bible/context?ref=Psalm%202')).statusCode).toBe(200);
      const third = await a.get('/api/bible/context?ref=Psalm%203');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/try again/);
      expect((await b.get('/api/bible/context?ref=Psalm%203')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('with an AI endpoint', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let u: TestUser;
  const good = {
    theologicalInsight: 'God so loved the world that he gave his Son: love that moves first and gives at its own cost, offered to all.',
    contextExplanation:
      'Jesus speaks with Nicodemus, a Pharisee who came at night, about being born from above and the lifting up of the Son.',
    personalApplication:
      'Receive this love before trying to earn it, and let it shape how you treat one person today. Where do you need to hear it?',
    relatedVerses: [
      { reference: 'Romans 5:8', connection: 'Paul names the same love shown while we were still sinners.' },
      { reference: 'Hezekiah 1:1', connection: 'A book that does not exist.' },
      { reference: 'John 3:99', connection: 'A verse that does not exist.' },
      { reference: '1 John 4:9-10', connection: 'John returns to the sending of the Son as the proof of love.' },
    ],
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key' } });
    u = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends a chat-completions request for structured JSON with the passage in it', async () => {
    fake.reply({ content: JSON.stringify(good) });
    const i: Interpretation = (await u.get(`/api/scriptures/${JOHN_3_16}/interpretation`)).json();
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer test-key');
    expect(req!.body.model).toBe('fake-model');
    expect(req!.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(req!.body.messages[1]!.content).toContain(lookupPassage('John 3:16', 'WEB').text);
    // The notes written for the passage and its chapter are the model's context too.
    expect(req!.body.messages[1]!.content).toContain(
      'A note on John 3:16: Jesus speaks these words during a night conversation with Nicodemus',
    );
    expect(req!.body.messages[1]!.content).toContain('About John 3: Jesus tells Nicodemus that he must be born from above');
    expect(req!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'interpretation', strict: true } });
    expect(req!.body.response_format!.json_schema!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['theologicalInsight', 'relatedVerses']),
    });

    expect(i).toMatchObject({ source: 'ai', theologicalInsight: good.theologicalInsight, reference: 'John 3:16' });
    // The verses that don't exist are dropped; the others get their text from the Bible data.
    expect(i.relatedVerses.map((r) => r.reference)).toEqual(['Romans 5:8', '1 John 4:9-10']);
    expectRealTexts(i, 'WEB');
  });

  it('caches per passage and translation: one call each', async () => {
    await u.get(`/api/scriptures/${JOHN_3_16}/interpretation`);
    const other = await signUp(t.app);
    await other.get(`/api/scriptures/${JOHN_3_16}/interpretation`);
    expect(fake.requests).toHaveLength(1);
    await other.put(`/api/users/${other.id}`, { translation: 'KJV' });
    const kjv: Interpretation = (await other.get(`/api/scriptures/${JOHN_3_16}/interpretation`)).json();
    expect(fake.requests).toHaveLength(2);
    expectRealTexts(kjv, 'KJV');
  });

  it('asks once for a passage many readers open at the same moment', async () => {
    const before = fake.requests.length;
    await Promise.all(Array.from({ length: 4 }, () => u.get('/api/scriptures/22/interpretation')));
    expect(fake.requests.length - before).toBe(1);
  });

  it('falls back to the composer when the endpoint fails, after one retry', async () => {
    fake.reply({ status: 500 });
    const before = fake.requests.length;
    const res = await u.get('/api/scriptures/4/interpretation');
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('composer');
    expect(fake.requests.length - before).toBe(2);
  });

  it('falls back to the composer on an answer that is not JSON or not the right shape, and caches neither', async () => {
    fake.reply({ content: 'Here is your interpretation: God loves you.' });
    const before = fake.requests.length;
    expect((await u.get('/api/scriptures/5/interpretation')).json().source).toBe('composer');
    expect(fake.requests.length - before).toBe(2);
    fake.reply({ content: JSON.stringify({ theologicalInsight: 'Too short.' }) });
    expect((await u.get('/api/scriptures/5/interpretation')).json().source).toBe('composer');
    fake.reply({ content: JSON.stringify(good) });
    expect((await u.get('/api/scriptures/5/interpretation')).json().source).toBe('ai');
  });
});

describe('an AI endpoint that never answers', () => {
  it('times out, retries once, and the composer answers', async () => {
    const fake = await startFakeOpenAi();
    fake.reply('hang');
    const t = await createTestApp({
      database: await freshDatabase(),
      ai: createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'slow', timeoutMs: 300 }),
    });
    try {
      const u = await signUp(t.app);
      const started = Date.now();
      const res = await u.get(`/api/scriptures/${JOHN_3_16}/interpretation`);
      expect(res.json().source).toBe('composer');
      expect(fake.requests).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
