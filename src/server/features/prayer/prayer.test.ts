import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAYER_DAILY_LIMIT } from '../../../contract/prayer.js';
import { prayers, subscriptions, users } from '../../db/schema/index.js';
import { passageText } from '../../domain/bible.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';
import { prayerNameFor } from './service.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** Premium the way a person gets it: the sandbox trial started through the subscription's own route. */
async function onTrial(u: TestUser) {
  expect((await u.post(`/api/subscription/setup-payment/${u.id}`)).statusCode).toBe(200);
}

async function write(u: TestUser, what: { journal?: [string, string]; mood?: string; gratitude?: string }) {
  if (what.journal)
    expect((await u.post('/api/journal', { userId: u.id, title: what.journal[0], content: what.journal[1] })).statusCode).toBe(201);
  if (what.mood) expect((await u.post('/api/moods', { userId: u.id, mood: what.mood })).statusCode).toBe(201);
  if (what.gratitude) expect((await u.post('/api/gratitudes', { userId: u.id, text: what.gratitude })).statusCode).toBe(201);
}

const FULL = {
  journal: ['A hard week at work', 'My boss moved the deadline again and the project feels impossible. I stayed late every night.'] as [
    string,
    string,
  ],
  mood: 'anxious',
  gratitude: 'my sister called to check on me',
};

async function readyUser(name = 'Grace Hopper') {
  const u = await signUp(t.app, { name });
  await onTrial(u);
  await write(u, FULL);
  return u;
}

describe('POST /api/prayer-assistant: the order of checks', () => {
  it('401 signed out, 403 for someone else’s id', async () => {
    const u = await readyUser();
    expect((await client(t.app).post('/api/prayer-assistant', { userId: u.id })).statusCode).toBe(401);
    const other = await readyUser();
    const foreign = await u.post('/api/prayer-assistant', { userId: other.id });
    expect(foreign.statusCode).toBe(403);
  });

  it('402 without premium, even when everything else is ready', async () => {
    const u = await signUp(t.app);
    await write(u, FULL);
    const res = await u.post('/api/prayer-assistant', { userId: u.id });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', message: expect.stringContaining('free trial') });
  });

  it('409 naming what is missing, then 200 once the journal, mood and gratitude are there', async () => {
    const u = await signUp(t.app);
    await onTrial(u);
    await write(u, { journal: FULL.journal });
    const missing = await u.post('/api/prayer-assistant', { userId: u.id });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('Before a prayer can be written for you, add a mood and a gratitude.');
    const readiness = (await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json();
    expect(readiness).toMatchObject({ journal: true, mood: false, gratitude: false, missing: ['mood', 'gratitude'], generatedToday: 0 });

    await write(u, { mood: 'joyful' });
    expect((await u.post('/api/prayer-assistant', { userId: u.id })).json().message).toBe(
      'Before a prayer can be written for you, add a gratitude.',
    );
    await write(u, { gratitude: 'warm bread' });
    const ok = await u.post('/api/prayer-assistant', { userId: u.id });
    expect(ok.statusCode).toBe(200);
  });

  it(`429 after ${PRAYER_DAILY_LIMIT} a day, saying when to come back; the next day opens again`, async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const u = await readyUser();
    const answers = await Promise.all(
      Array.from({ length: PRAYER_DAILY_LIMIT + 3 }, () => u.post('/api/prayer-assistant', { userId: u.id })),
    );
    // Parallel requests cannot pass the limit together.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PRAYER_DAILY_LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toBe(
      `You have had today's ${PRAYER_DAILY_LIMIT} prayers. You can generate a new one tomorrow, from midnight (in about 9 hours). Your prayers from today are below.`,
    );
    expect(refused.headers['retry-after']).toBe(String(9 * 3600));
    // Deleting prayers from the history does not reset the day's count.
    const list = (await u.get(`/api/prayer-assistant/prayers?userId=${u.id}&limit=50`)).json() as { id: number }[];
    for (const p of list) await u.del(`/api/prayer-assistant/prayers/${p.id}`);
    expect((await u.post('/api/prayer-assistant', { userId: u.id })).statusCode).toBe(429);
    t.clock.set('2026-03-11T00:00:01Z');
    expect((await u.post('/api/prayer-assistant', { userId: u.id })).statusCode).toBe(200);
  });
});

describe('the prayer', () => {
  it('is built from the latest entries, names the person, quotes its verse from the Bible and completes prayer', async () => {
    t.clock.set('2026-03-12T10:00:00Z');
    const u = await readyUser('Lydia Thyatira');
    // Older entries are not used: only the latest of each.
    await write(u, {
      journal: ['Family dinner', 'My mother and my brother came home for the weekend.'],
      mood: 'grieving',
      gratitude: 'the garden in bloom',
    });
    const res = await u.post('/api/prayer-assistant', { userId: u.id, userName: 'Lydia Thyatira' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.composedBy).toBe('offline');
    expect(p.name).toBe('Lydia');
    expect(p.prayer).toContain('Lydia');
    expect(p.prayer).toContain('grieving');
    expect(p.prayer).toContain('the garden in bloom');
    expect(p.prayer).not.toContain('anxious');
    expect(p.prayer).not.toContain('sister');
    expect(p.prayer).toMatch(/family|home/);
    expect(p.prayer).toMatch(/Amen\.$/);
    expect(p.bibleConnection.text).toBe(passageText(p.bibleConnection.reference, 'WEB'));
    expect(p.bibleConnection.translation).toBe('WEB');
    expect(p.encouragement).toContain('Lydia');
    const done = (await u.get(`/api/users/${u.id}/completions`)).json();
    expect(done.prayer).toBe(true);
  });

  it('quotes the verse in the reader’s translation', async () => {
    const u = await readyUser();
    expect((await u.put(`/api/users/${u.id}`, { translation: 'KJV' })).statusCode).toBeLessThan(300);
    const p = (await u.post('/api/prayer-assistant', { userId: u.id })).json();
    expect(p.bibleConnection.translation).toBe('KJV');
    expect(p.bibleConnection.text).toBe(passageText(p.bibleConnection.reference, 'KJV'));
  });

  it('uses the name by §4.4: detected, then saved, then the account’s, then Friend', async () => {
    const u = await readyUser('Martha Bethany');
    const gen = async (body: object) => (await u.post('/api/prayer-assistant', { userId: u.id, ...body })).json();
    expect((await gen({})).name).toBe('Martha');
    expect((await u.put('/api/prayer-assistant/name', { userId: u.id, name: '  Marty ' })).json()).toEqual({ prayerName: 'Marty' });
    expect((await gen({})).name).toBe('Marty');
    const detected = await gen({ detectedName: 'Mara' });
    expect(detected.name).toBe('Mara');
    expect(detected.prayer).toContain('Mara');
    expect((await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json().prayerName).toBe('Marty');
    expect((await u.put('/api/prayer-assistant/name', { userId: u.id, name: '   ' })).statusCode).toBe(400);
    expect((await u.del(`/api/prayer-assistant/name?userId=${u.id}`)).json()).toEqual({ prayerName: null });
    expect((await gen({})).name).toBe('Martha');
    expect(prayerNameFor({ name: ' ', prayerName: null }, null)).toBe('Friend');
    // The account's first name is its first word with a letter in it: "🌸 Ana" is prayed for as Ana.
    expect(prayerNameFor({ name: '🌸 Ana Lima', prayerName: null }, null)).toBe('Ana');
    expect(prayerNameFor({ name: '🌸🌸', prayerName: null }, null)).toBe('Friend');
    const other = await signUp(t.app);
    expect((await other.put('/api/prayer-assistant/name', { userId: u.id, name: 'X' })).statusCode).toBe(403);
  });

  it('a month of daily prayers for one person repeats no paragraph', async () => {
    t.clock.set('2026-04-01T12:00:00Z');
    const u = await signUp(t.app);
    // A month outlasts a trial: a paid plan that renews.
    await t.app.deps.db
      .insert(subscriptions)
      .values({ userId: u.id, provider: 'sandbox', status: 'active', autoRenew: true, currentPeriodEnd: new Date('2026-05-01T12:00:00Z') });
    await write(u, FULL);
    const seen = new Map<string, number>();
    for (let day = 0; day < 30; day++) {
      const p = (await u.post('/api/prayer-assistant', { userId: u.id })).json();
      expect(p.bibleConnection.text).toBe(passageText(p.bibleConnection.reference, 'WEB'));
      for (const paragraph of [...p.prayer.split('\n\n'), p.encouragement, p.bibleConnection.explanation]) {
        expect(seen.get(paragraph), `day ${day} repeats day ${seen.get(paragraph)}: ${paragraph}`).toBeUndefined();
        seen.set(paragraph, day);
      }
      t.clock.advance(DAY);
    }
  });
});

describe('prayer history', () => {
  it('lists newest first, deletes one’s own only, is in the export and goes with the account', async () => {
    const u = await readyUser();
    const first = (await u.post('/api/prayer-assistant', { userId: u.id })).json();
    t.clock.advance(60_000);
    const second = (await u.post('/api/prayer-assistant', { userId: u.id })).json();
    const list = (await u.get(`/api/prayer-assistant/prayers?userId=${u.id}`)).json() as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    const older = (await u.get(`/api/prayer-assistant/prayers?userId=${u.id}&before=${second.id}`)).json() as { id: number }[];
    expect(older.map((p) => p.id)).toEqual([first.id]);

    const other = await signUp(t.app);
    expect((await other.get(`/api/prayer-assistant/prayers?userId=${u.id}`)).statusCode).toBe(403);
    expect((await other.del(`/api/prayer-assistant/prayers/${first.id}`)).statusCode).toBe(403);
    expect((await u.del(`/api/prayer-assistant/prayers/999999`)).statusCode).toBe(404);

    const exported = (await u.get(`/api/users/${u.id}/export`)).json();
    expect(exported.data.prayers.map((p: { id: number }) => p.id).sort()).toEqual([first.id, second.id].sort());
    expect(exported.data.prayer_generations[0].count).toBe(2);

    expect((await u.del(`/api/prayer-assistant/prayers/${first.id}`)).json()).toEqual({ message: 'Prayer deleted' });
    expect(((await u.get(`/api/prayer-assistant/prayers?userId=${u.id}`)).json() as unknown[]).length).toBe(1);

    expect((await u.del(`/api/users/${u.id}`, { password: u.account.password })).statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(prayers).where(eq(prayers.userId, u.id))).toEqual([]);
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
  });
});

describe('privacy', () => {
  it('nothing the person wrote and nothing generated reaches the logs', async () => {
    const u = await signUp(t.app);
    await onTrial(u);
    await write(u, {
      journal: ['Zebulun-title-marker', 'Naphtali-content-marker about work'],
      mood: 'weary',
      gratitude: 'Asher-gratitude-marker',
    });
    const p = (await u.post('/api/prayer-assistant', { userId: u.id, detectedName: 'Issachar' })).json();
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/prayer-assistant');
    for (const secret of ['Zebulun', 'Naphtali', 'Asher', 'Issachar', p.prayer.slice(0, 40), p.encouragement.slice(0, 40)]) {
      expect(logs).not.toContain(secret);
    }
  });
});
