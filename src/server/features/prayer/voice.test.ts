import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_MAX_BYTES } from '../../../contract/prayer.js';
import { voicePronunciations } from '../../db/schema/index.js';
import { NO_LIMITS } from '../../platform/rate-limits.js';
import { recordingForm, TEST_RECORDING } from '../../test/access-table.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { client, createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';
import type { FastifyInstance } from 'fastify';

/** Name by voice (§4.4, §9): POST /api/analyze-voice and the stored recording of one's name. */

const HOUR = 60 * 60_000;
const dataUrl = (data: Buffer, type = 'audio/webm;codecs=opus') => `data:${type};base64,${data.toString('base64')}`;
const analyze = (u: TestUser, audio: string, userId = u.id) => u.post('/api/analyze-voice', { userId, audio });
const VOICE = '/api/users/voice-pronunciation';

/** Someone on the free trial (hearing a name by voice is part of the premium Prayer Assistant). */
async function subscriber(app: FastifyInstance) {
  const u = await signUp(app);
  expect((await u.post(`/api/subscription/setup-payment/${u.id}`)).statusCode).toBe(200);
  return u;
}

let fake: FakeOpenAi;
/** With a provider (the local fake), its transcription model named, and a small hourly limit to reach. */
let t: TestApp;
/** No provider at all. */
let offline: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_TRANSCRIBE_MODEL: 'fake-whisper',
      RATE_LIMITS: 'on',
    },
    rateLimits: { ...NO_LIMITS, voiceAnalysis: { max: 3, windowMs: HOUR }, voiceUpload: { max: 3, windowMs: HOUR } },
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
  offline = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await fake.close();
});

describe('POST /api/analyze-voice', () => {
  it('hears the name through the provider’s /audio/transcriptions and reads it like the browser does', async () => {
    const u = await subscriber(t.app);
    fake.reply({ content: "Hi, I'm hannah." });
    const before = fake.requests.length;
    const res = await analyze(u, dataUrl(TEST_RECORDING));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, detectedName: 'Hannah' });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/v1/audio/transcriptions');
    expect(sent[0]!.headers.authorization).toBe('Bearer test-key');
    const form = sent[0]!.body.transcription!;
    expect(form.fields.model).toBe('fake-whisper');
    expect(form.fields.language).toBe('en');
    expect(form.file!.type).toBe('audio/webm');
    expect(form.file!.name).toBe('name.webm');
    expect(form.file!.bytes.equals(TEST_RECORDING)).toBe(true);
  });

  it('answers success:false when the provider fails, times out of tries, or hears no name', async () => {
    const u = await subscriber(t.app);
    fake.reply({ status: 500 });
    const before = fake.requests.length;
    expect((await analyze(u, dataUrl(TEST_RECORDING))).json()).toEqual({ success: false, detectedName: null });
    expect(fake.requests.length - before).toBe(2); // the first try and one retry
    fake.reply({ content: 'um, uh' });
    expect((await analyze(u, dataUrl(TEST_RECORDING))).json()).toEqual({ success: false, detectedName: null });
  });

  it('answers success:false at once, asking nobody, when no provider is configured', async () => {
    const u = await subscriber(offline.app);
    const before = fake.requests.length;
    const res = await analyze(u, dataUrl(TEST_RECORDING));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, detectedName: null });
    expect(fake.requests.length).toBe(before);
    // The screen knows whether the server can listen.
    const readiness = (await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json();
    expect(readiness.canTranscribe).toBe(false);
    const withModel = await subscriber(t.app);
    expect((await withModel.get(`/api/prayer-assistant/readiness?userId=${withModel.id}`)).json().canTranscribe).toBe(true);
  });

  it('is premium: without the trial or a plan, 402 with what to do, and the provider is not asked', async () => {
    const free = await signUp(t.app);
    const before = fake.requests.length;
    const res = await analyze(free, dataUrl(TEST_RECORDING));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('free trial');
    expect(fake.requests.length).toBe(before);
  });

  it('needs a session and the caller’s own id', async () => {
    const u = await subscriber(offline.app);
    const other = await subscriber(offline.app);
    const anonymous = await client(offline.app).post('/api/analyze-voice', { userId: u.id, audio: dataUrl(TEST_RECORDING) });
    expect(anonymous.statusCode).toBe(401);
    const res = await analyze(other, dataUrl(TEST_RECORDING), u.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses what is not a recording, with a reason', async () => {
    const u = await subscriber(offline.app);
    const cases: [string, number, RegExp][] = [
      ['not a data url', 400, /data URL/],
      ['data:audio/webm;base64,@@@not-base64@@@', 400, /base64/],
      ['data:audio/webm,rawtext', 400, /base64/],
      [dataUrl(TEST_RECORDING, 'text/html'), 415, /Only audio recordings/],
      [dataUrl(TEST_RECORDING, 'image/png'), 415, /Only audio recordings/],
      [dataUrl(Buffer.from('<html><script>alert(1)</script></html>')), 415, /Only audio recordings/],
      ['data:audio/webm;base64,', 400, /empty/],
      [dataUrl(Buffer.concat([TEST_RECORDING, Buffer.alloc(VOICE_MAX_BYTES)])), 413, /larger than 1 MB/],
    ];
    for (const [audio, status, message] of cases) {
      const res = await analyze(u, audio);
      expect(res.statusCode, audio.slice(0, 40)).toBe(status);
      expect(res.json().message, audio.slice(0, 40)).toMatch(message);
    }
    // A body far past the limit is refused before it is read.
    const huge = await analyze(u, `data:audio/webm;base64,${'A'.repeat(3 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
    // Exactly 1 MB is fine.
    const full = Buffer.concat([TEST_RECORDING, Buffer.alloc(VOICE_MAX_BYTES - TEST_RECORDING.length)]);
    expect((await analyze(u, dataUrl(full))).statusCode).toBe(200);
  });

  it('is limited per person and hour (each analysis is a paid call), and the next hour opens again', async () => {
    const u = await subscriber(t.app);
    const other = await subscriber(t.app);
    fake.reply({ content: 'Ruth' });
    for (let i = 0; i < 3; i++) expect((await analyze(u, dataUrl(TEST_RECORDING))).statusCode).toBe(200);
    const limited = await analyze(u, dataUrl(TEST_RECORDING));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again/);
    expect(limited.headers['retry-after']).toBeTruthy();
    // Someone else, from the same address, is not affected.
    expect((await analyze(other, dataUrl(TEST_RECORDING))).statusCode).toBe(200);
    t.clock.advance(HOUR + 1000);
    expect((await analyze(u, dataUrl(TEST_RECORDING))).statusCode).toBe(200);
  });

  it('never logs the recording or what was heard', async () => {
    const u = await subscriber(t.app);
    const marker = Buffer.concat([TEST_RECORDING, Buffer.from('SECRET-AUDIO-BYTES')]);
    fake.reply({ content: 'My name is Zebulonia' });
    expect((await analyze(u, dataUrl(marker))).json().detectedName).toBe('Zebulonia');
    fake.reply({ status: 503 });
    expect((await analyze(u, dataUrl(marker))).json().success).toBe(false);
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(5);
    expect(log).toContain('/api/analyze-voice');
    expect(log).not.toContain('Zebulonia');
    expect(log).not.toContain(marker.toString('base64').slice(0, 40));
    expect(log).not.toContain('SECRET-AUDIO-BYTES');
  });
});

describe('the recording of one’s name', () => {
  it('is stored for its owner, played back with its type and never cached, replaced on re-upload, and deleted', async () => {
    const u = await subscriber(offline.app);
    const saved = await u.upload(VOICE, recordingForm(u.id));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ contentType: 'audio/webm', size: TEST_RECORDING.length });
    const readiness = (await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json();
    expect(readiness.voicePronunciation).toMatchObject({ contentType: 'audio/webm', size: TEST_RECORDING.length });

    const played = await u.get(`${VOICE}?userId=${u.id}`);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.headers['cache-control']).toBe('private, no-store');
    expect(played.headers.vary).toMatch(/cookie/i);
    expect(played.rawPayload.equals(TEST_RECORDING)).toBe(true);

    // Recording again replaces it: one per person.
    offline.clock.advance(60_000);
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(100, 3)]);
    const again = await u.upload(VOICE, recordingForm(u.id, ogg, 'audio/ogg'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ contentType: 'audio/ogg', size: ogg.length });
    const replayed = await u.get(`${VOICE}?userId=${u.id}`);
    expect(replayed.headers['content-type']).toBe('audio/ogg');
    expect(replayed.rawPayload.equals(ogg)).toBe(true);
    const rows = await offline.database.db.select().from(voicePronunciations).where(eq(voicePronunciations.userId, u.id));
    expect(rows).toHaveLength(1);

    const deleted = await u.del(`${VOICE}?userId=${u.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBeTruthy();
    const gone = await u.get(`${VOICE}?userId=${u.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/No recording/);
    expect((await u.del(`${VOICE}?userId=${u.id}`)).statusCode).toBe(404);
    expect((await u.get(`/api/prayer-assistant/readiness?userId=${u.id}`)).json().voicePronunciation).toBeNull();
  });

  it('is only ever its owner’s: no session 401, another person 403 for upload, playback and delete', async () => {
    const u = await subscriber(offline.app);
    const other = await subscriber(offline.app);
    expect((await u.upload(VOICE, recordingForm(u.id))).statusCode).toBe(200);
    const anonymous = client(offline.app);
    expect((await anonymous.upload(VOICE, recordingForm(u.id))).statusCode).toBe(401);
    expect((await anonymous.get(`${VOICE}?userId=${u.id}`)).statusCode).toBe(401);
    expect((await anonymous.del(`${VOICE}?userId=${u.id}`)).statusCode).toBe(401);
    for (const res of [
      await other.upload(VOICE, recordingForm(u.id)),
      await other.get(`${VOICE}?userId=${u.id}`),
      await other.del(`${VOICE}?userId=${u.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    // The other person has none of their own: their playback is a 404, not the first person's recording.
    expect((await other.get(`${VOICE}?userId=${other.id}`)).statusCode).toBe(404);
    expect((await u.get(`${VOICE}?userId=${u.id}`)).rawPayload.equals(TEST_RECORDING)).toBe(true);
  });

  it('takes audio only, up to 1 MB, and says why it refuses', async () => {
    const u = await subscriber(offline.app);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const cases: [Parameters<typeof u.upload>[1], number, RegExp][] = [
      [recordingForm(u.id, TEST_RECORDING, 'text/html'), 415, /Only audio recordings/],
      [recordingForm(u.id, TEST_RECORDING, 'application/octet-stream'), 415, /Only audio recordings/],
      [recordingForm(u.id, html, 'audio/webm'), 415, /Only audio recordings/],
      [recordingForm(u.id, Buffer.alloc(0), 'audio/webm'), 400, /empty/],
      [recordingForm(u.id, Buffer.concat([TEST_RECORDING, Buffer.alloc(VOICE_MAX_BYTES)])), 413, /larger than 1 MB/],
      [[{ name: 'userId', value: String(u.id) }], 400, /Attach the recording/],
      [recordingForm(u.id).slice(1), 400, /userId is required/],
      [[{ name: 'userId', value: 'abc' }, recordingForm(u.id)[1]!], 400, /userId/],
      [[...recordingForm(u.id), { name: 'second', filename: 'b.webm', type: 'audio/webm', data: TEST_RECORDING }], 413, /one recording/],
    ];
    for (const [form, status, message] of cases) {
      const res = await u.upload(VOICE, form);
      expect(res.statusCode, JSON.stringify(form.map((p) => p.name))).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    // JSON is not an upload.
    const json = await u.post(VOICE, { userId: u.id, audio: TEST_RECORDING.toString('base64') });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    // A multipart body without the upload header is refused before it is read (a cross-site form can't set it).
    const bare = await offline.app.inject({
      method: 'POST',
      url: VOICE,
      headers: { cookie: u.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(bare.statusCode).toBe(415);
    // Nothing was stored by any of them; exactly 1 MB is.
    expect((await u.get(`${VOICE}?userId=${u.id}`)).statusCode).toBe(404);
    const full = Buffer.concat([TEST_RECORDING, Buffer.alloc(VOICE_MAX_BYTES - TEST_RECORDING.length)]);
    expect((await u.upload(VOICE, recordingForm(u.id, full))).statusCode).toBe(200);
  });

  it('is premium to record: 402 with what to do and nothing kept; playback and delete stay open when premium ends (issue 37 §8)', async () => {
    const free = await signUp(offline.app);
    const refused = await free.upload(VOICE, recordingForm(free.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/premium feature\. Start your 5-day free trial/);
    expect((await free.get(`${VOICE}?userId=${free.id}`)).statusCode).toBe(404);
    const rows = await offline.database.db.select().from(voicePronunciations).where(eq(voicePronunciations.userId, free.id));
    expect(rows).toEqual([]);

    // Someone whose trial ended can't record again, but hears and deletes what they kept (it is their data).
    const lapsed = await subscriber(offline.app);
    expect((await lapsed.upload(VOICE, recordingForm(lapsed.id))).statusCode).toBe(200);
    offline.clock.advance(6 * 24 * HOUR);
    try {
      const again = await lapsed.upload(VOICE, recordingForm(lapsed.id));
      expect(again.statusCode).toBe(402);
      expect(again.json().message).toMatch(/free trial has ended/);
      expect((await lapsed.get(`${VOICE}?userId=${lapsed.id}`)).statusCode).toBe(200);
      expect((await lapsed.del(`${VOICE}?userId=${lapsed.id}`)).statusCode).toBe(200);
    } finally {
      offline.clock.advance(-6 * 24 * HOUR);
    }
  });

  it('leaves the typed name free: it costs nothing and is kept for the prayer (decision 139)', async () => {
    const free = await signUp(offline.app);
    const typed = await free.put('/api/prayer-assistant/name', { userId: free.id, name: 'Hannah' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toEqual({ prayerName: 'Hannah' });
    expect((await free.del(`/api/prayer-assistant/name?userId=${free.id}`)).json()).toEqual({ prayerName: null });
  });

  it('is limited per person and hour', async () => {
    const u = await subscriber(t.app);
    for (let i = 0; i < 3; i++) expect((await u.upload(VOICE, recordingForm(u.id))).statusCode).toBe(200);
    const limited = await u.upload(VOICE, recordingForm(u.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBeTruthy();
  });

  it('is in Download my data (as base64) and gone when the account is deleted', async () => {
    const u = await subscriber(offline.app);
    expect((await u.upload(VOICE, recordingForm(u.id))).statusCode).toBe(200);
    const exported = (await u.get(`/api/users/${u.id}/export`)).json();
    expect(exported.data.voice_pronunciations).toEqual([
      expect.objectContaining({
        userId: u.id,
        contentType: 'audio/webm',
        size: TEST_RECORDING.length,
        audio: TEST_RECORDING.toString('base64'),
      }),
    ]);
    const res = await u.del(`/api/users/${u.id}`, { password: u.account.password });
    expect(res.statusCode).toBe(200);
    const rows = await offline.database.db.select().from(voicePronunciations).where(eq(voicePronunciations.userId, u.id));
    expect(rows).toEqual([]);
  });
});
