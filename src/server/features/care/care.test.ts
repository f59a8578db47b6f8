import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app.js';
import { careFor } from '../../domain/care/index.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

const CRISIS = 'I can’t go on. Everyone would be better off without me.';
const lines: string[] = [];
let t: TestApp;
let chicago: TestUser;
let london: TestUser;
let other: TestUser;
beforeAll(async () => {
  // The real logger at its most talkative, written to memory: nothing anyone wrote, nor the detector's verdict, may appear.
  t = await createTestApp({
    logger: { ...(loggerOptions('trace') as object), stream: { write: (s: string) => void lines.push(s) } } as never,
  });
  chicago = await signUp(t.app, { timeZone: 'America/Chicago' });
  london = await signUp(t.app, { timeZone: 'Europe/London' });
  other = await signUp(t.app, { timeZone: 'Australia/Sydney' });
});
afterAll(() => t.close());

const firstLine = (res: { json: () => { care: { resources: { id: string }[] } } }) => res.json().care.resources[0]!.id;

describe('care on every save', () => {
  it('a journal entry that fires is saved in full and answered with the card; an ordinary one has no care field', async () => {
    const res = await chicago.post('/api/journal', { title: 'Tonight', content: CRISIS });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Tonight', content: CRISIS, care: { title: "You're not alone" } });
    expect(firstLine(res)).toBe('us-ca-988');
    expect(res.json().care.resources.map((r: { id: string }) => r.id)).toEqual([
      'us-ca-988',
      'uk-ie-samaritans',
      'au-lifeline',
      'findahelpline',
    ]);
    expect(res.json().care.verse).toMatchObject({ reference: 'Psalm 34:18', text: expect.stringMatching(/broken heart/) });

    const plain = await chicago.post('/api/journal', { title: 'Morning', content: 'I’m dying to read Romans 8 again.' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty('care');

    const updated = await chicago.put(`/api/journal/${plain.json().id}`, { title: 'Morning', content: 'I want to end my life.' });
    expect(updated.json().care).toBeDefined();
    // Reading it back shows the words, never a verdict.
    expect((await chicago.get(`/api/journal/${res.json().id}`)).json()).not.toHaveProperty('care');
    expect((await other.get(`/api/journal/${res.json().id}`)).statusCode).toBe(403);
  });

  it('the first line follows the time zone’s country, the verse the reader’s translation', async () => {
    const res = await london.post('/api/moods', { mood: 'sad', reflection: 'i wanna kms' });
    expect(firstLine(res)).toBe('uk-ie-samaritans');
    const sydney = await other.post('/api/gratitudes', { text: 'Grateful for my dog, but honestly I want to die' });
    expect(firstLine(sydney)).toBe('au-lifeline');
    expect(careFor('I want to die', { timeZone: 'Asia/Tokyo' })!.resources[0]!.id).toBe('findahelpline');
    expect(careFor('I want to die', { translation: 'KJV' })!.verse.text).toMatch(/broken heart/i);
    expect(careFor('A good day', { timeZone: 'America/Chicago' })).toBeNull();
    expect((await london.post('/api/moods', { mood: 'happy' })).json()).not.toHaveProperty('care');
  });

  it('a community post or comment that fires is published, and only its author is shown the card', async () => {
    const post = await chicago.post('/api/community', { content: 'Please pray for me. I don’t want to be alive anymore.' });
    expect(post.statusCode).toBe(201);
    expect(post.json().care).toBeDefined();
    const feed = await other.get('/api/community');
    const seen = feed.json().find((p: { id: number }) => p.id === post.json().id);
    expect(seen).toBeDefined();
    expect(seen).not.toHaveProperty('care');
    expect(JSON.stringify(feed.json())).not.toMatch(/not alone|988/);

    const comment = await other.post(`/api/community/${post.json().id}/comments`, { content: 'Praying for you, friend.' });
    expect(comment.json()).not.toHaveProperty('care');
    const hurting = await london.post(`/api/community/${post.json().id}/comments`, { content: 'me too, i keep hurting myself' });
    expect(hurting.json().care.resources[0].id).toBe('uk-ie-samaritans');
    const comments = await chicago.get(`/api/community/${post.json().id}/comments`);
    expect(JSON.stringify(comments.json())).not.toMatch(/"care"/);
  });

  it('checks a draft before publishing, for the signed-in only, with a clear message for bad input', async () => {
    expect((await chicago.post('/api/care/check', { text: 'This sermon killed me 😂' })).json()).toEqual({ care: null });
    expect((await chicago.post('/api/care/check', { text: 'I am going to end it all tonight' })).json().care.title).toBe(
      "You're not alone",
    );
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/care/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":"x"}',
    });
    expect(anon.statusCode).toBe(401);
    const bad = await chicago.post('/api/care/check', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter the text to check');
  });

  it('logs nothing of what was written nor that care was shown', () => {
    const all = lines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const words of ['better off without me', 'kms', 'want to die', 'hurting myself', 'end it all', 'not alone', 'Psalm 34']) {
      expect(all).not.toContain(words);
    }
  });
});
