import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../platform/ai/openai.js';
import { passageText } from '../../domain/bible.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, freshDatabase, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let fake: FakeOpenAi;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key' },
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function readyUser(app = t) {
  const u = await signUp(app.app, { name: 'Ruth Moab' });
  expect((await u.post(`/api/subscription/setup-payment/${u.id}`)).statusCode).toBe(200);
  await u.post('/api/journal', {
    userId: u.id,
    title: 'Gleaning-marker',
    content: 'Long day in the fields; worried about the harvest money.',
  });
  await u.post('/api/moods', { userId: u.id, mood: 'hopeful' });
  await u.post('/api/gratitudes', { userId: u.id, text: 'Naomi-marker and her kindness' });
  return u;
}

const modelPrayer = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    prayer:
      'Faithful God, thank you for Ruth and for the hope in her heart today.\n\nYou see the long days in the fields and the worry about money; provide for every need.\n\nThank you for Naomi and her kindness.\n\nKeep Ruth close. Amen.',
    encouragement: 'Ruth, your faithfulness in small things is seen. Take one step today and rest tonight.',
    verseReference: 'Ruth 2:12',
    verseExplanation: 'Boaz blesses Ruth for taking refuge under God’s wings. It fits a hopeful heart that is working hard and trusting.',
    ...over,
  });

const generate = (u: TestUser) => u.post('/api/prayer-assistant', { userId: u.id });

describe('the prayer from a model', () => {
  it('uses a checked answer, its verse text from the Bible, and asks the provider not to store the exchange', async () => {
    const u = await readyUser();
    fake.reply({ content: modelPrayer() });
    const before = fake.requests.length;
    const res = await generate(u);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.composedBy).toBe('model');
    expect(p.prayer).toContain('Ruth');
    expect(p.bibleConnection).toEqual({
      reference: 'Ruth 2:12',
      text: passageText('Ruth 2:12', 'WEB'),
      translation: 'WEB',
      explanation: expect.stringContaining('Boaz'),
    });
    const sent = fake.requests[before]!;
    expect(sent.body).toMatchObject({ model: 'fake-model', store: false });
    const userMessage = sent.body.messages.find((m) => m.role === 'user')!.content;
    // Exactly the latest journal entry, the current mood, the most recent gratitude and the name.
    expect(userMessage).toContain('Gleaning-marker');
    expect(userMessage).toContain('Hopeful');
    expect(userMessage).toContain('Naomi-marker');
    expect(userMessage).toContain('Name: Ruth');
  });

  it('falls back to the offline composer when the answer is not JSON, or the wrong shape, or leaves out the name', async () => {
    const u = await readyUser();
    for (const reply of [
      'not json at all',
      JSON.stringify({ prayer: 'too short' }),
      modelPrayer({ prayer: 'Lord, bless this person. '.repeat(12) }),
    ]) {
      fake.reply({ content: reply });
      const p = (await generate(u)).json();
      expect(p.composedBy).toBe('offline');
      expect(p.prayer).toContain('Ruth');
      expect(p.bibleConnection.text).toBe(passageText(p.bibleConnection.reference, 'WEB'));
    }
  });

  it('replaces a made-up verse reference with the composer’s verse', async () => {
    const u = await readyUser();
    fake.reply({ content: modelPrayer({ verseReference: 'Hezekiah 4:12' }) });
    const p = (await generate(u)).json();
    expect(p.composedBy).toBe('model');
    expect(p.bibleConnection.reference).not.toBe('Hezekiah 4:12');
    expect(p.bibleConnection.text).toBe(passageText(p.bibleConnection.reference, 'WEB'));
    expect(p.bibleConnection.explanation).not.toContain('Boaz');
    fake.reply({ content: modelPrayer({ verseReference: 'John 3:99' }) });
    const q = (await generate(u)).json();
    expect(q.bibleConnection.text).toBe(passageText(q.bibleConnection.reference, 'WEB'));
  });

  it('never logs what was sent or answered, even when the model fails', async () => {
    const u = await readyUser();
    fake.reply({ status: 500 });
    const p = (await generate(u)).json();
    expect(p.composedBy).toBe('offline');
    const logs = logLines.join('\n');
    expect(logs).toContain('AI prayer failed; the offline composer answered');
    for (const secret of ['Gleaning', 'Naomi', 'harvest', p.prayer.slice(0, 40)]) expect(logs).not.toContain(secret);
  });
});

describe('a model that does not answer in time', () => {
  it('gives the offline prayer after the timeout and one retry', async () => {
    const slow = await startFakeOpenAi();
    slow.reply('hang');
    const app = await createTestApp({
      database: await freshDatabase(),
      ai: createOpenAiProvider({ baseUrl: slow.baseUrl, apiKey: 'k', model: 'slow', timeoutMs: 300 }),
    });
    try {
      const u = await readyUser(app);
      const started = Date.now();
      const p = (await generate(u)).json();
      expect(p.composedBy).toBe('offline');
      expect(slow.requests).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
      await slow.close();
    }
  });
});

describe('prayer-list requests the person chose to include', () => {
  it('sends the model only the names of the few active requests turned on, newest first, never their notes', async () => {
    const u = await readyUser();
    const add = async (title: string, notes: string | null = null) =>
      (await u.post('/api/prayer-list', { userId: u.id, title, notes, rhythm: { type: 'daily' } })).json() as { id: number };
    const include = (id: number, on = true) => u.put(`/api/prayer-list/${id}/include`, { userId: u.id, include: on });
    const off = await add('Offmarker neighbour');
    const old = await add('Oldest-marker friend');
    const archived = await add('Archived-marker cousin');
    const mum = await add('Mum-marker surgery', 'Notes-marker: Thursday 9am');
    const church = await add('Church-marker roof');
    const boaz = await add('Boaz-marker harvest');
    expect((await include(old.id)).json()).toMatchObject({ includeInPrayer: true });
    for (const r of [archived, mum, church, boaz]) await include(r.id);
    await u.post(`/api/prayer-list/${archived.id}/archive`);
    expect((await u.get(`/api/prayer-list?userId=${u.id}`)).json()).toContainEqual(
      expect.objectContaining({ id: off.id, includeInPrayer: false }),
    );

    // The Prayer Assistant's screen says which it will name.
    expect((await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json().included).toEqual([
      'Boaz-marker harvest',
      'Church-marker roof',
      'Mum-marker surgery',
    ]);
    fake.reply({ content: modelPrayer() });
    const before = fake.requests.length;
    expect((await generate(u)).json().composedBy).toBe('model');
    const userMessage = fake.requests[before]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(userMessage).toContain('Prayer-list requests to include:\n- Boaz-marker harvest\n- Church-marker roof\n- Mum-marker surgery');
    for (const absent of ['Oldest-marker', 'Offmarker', 'Archived-marker', 'Notes-marker']) expect(userMessage).not.toContain(absent);
    const system = fake.requests[before]!.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('name each one warmly');
  });

  it('sends nothing of the prayer list while no request is turned on', async () => {
    const u = await readyUser();
    await u.post('/api/prayer-list', { userId: u.id, title: 'Private-marker need', rhythm: { type: 'daily' } });
    expect((await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json().included).toEqual([]);
    fake.reply({ content: modelPrayer() });
    const before = fake.requests.length;
    await generate(u);
    const userMessage = fake.requests[before]!.body.messages.find((m) => m.role === 'user')!.content;
    expect(userMessage).not.toContain('Private-marker');
    expect(userMessage).not.toContain('Prayer-list requests');
  });

  it('a request whose name sounds like a crisis brings the care card, no model, and is not named', async () => {
    const u = await readyUser();
    const r = (await u.post('/api/prayer-list', { userId: u.id, title: 'I want to end my life', rhythm: { type: 'daily' } })).json() as {
      id: number;
    };
    const kept = (await u.post('/api/prayer-list', { userId: u.id, title: 'Obed-marker', rhythm: { type: 'daily' } })).json() as {
      id: number;
    };
    await u.put(`/api/prayer-list/${r.id}/include`, { userId: u.id, include: true });
    await u.put(`/api/prayer-list/${kept.id}/include`, { userId: u.id, include: true });
    const asked = fake.requests.length;
    const body = (await generate(u)).json();
    expect(body.care.title).toBe("You're not alone");
    expect(body.composedBy).toBe('offline');
    expect(fake.requests.length).toBe(asked);
    expect(body.prayer).not.toMatch(/end my life/i);
    expect(body.prayer).toContain('Obed-marker');
  });
});

describe('a prayer when what the person wrote sounds like a crisis', () => {
  it('carries the care card, asks no model, and never quotes those words back', async () => {
    const u = await signUp(t.app, { name: 'Elijah Tishbe' });
    expect((await u.post(`/api/subscription/setup-payment/${u.id}`)).statusCode).toBe(200);
    await u.post('/api/journal', { userId: u.id, title: 'I want to die', content: 'I want to end my life. There is no point any more.' });
    await u.post('/api/moods', { userId: u.id, mood: 'sad' });
    await u.post('/api/gratitudes', { userId: u.id, text: 'the broom tree shade' });
    const asked = fake.requests.length;
    const res = await generate(u);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.care.title).toBe("You're not alone");
    expect(body.care.resources.length).toBeGreaterThan(0);
    expect(body.composedBy).toBe('offline');
    expect(fake.requests.length).toBe(asked);
    expect(body.prayer).not.toMatch(/want to die|end my life|no point/i);
    expect(body.prayer).toContain('Elijah');
  });
});
