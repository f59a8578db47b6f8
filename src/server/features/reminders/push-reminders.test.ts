import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSender } from '../../platform/push.js';
import { ece, fakePushService, newDevice } from '../../test/fake-push.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { sendDueReminders } from './service.js';

let t: TestApp;
let service: Awaited<ReturnType<typeof fakePushService>>;
const log = { error: () => {} };

beforeAll(async () => {
  service = await fakePushService();
  // The real sender (web-push), allowed to reach the local push service over http: the test-only setting.
  t = await createTestApp({ env: { PUSH_TEST_HOSTS: new URL(service.base).host } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('the reminder sweep by push', () => {
  it('sends one encrypted, VAPID-signed push per device, once per local day, and forgets a device that is gone', async () => {
    t.clock.set('2026-03-12T13:00:00Z'); // 08:00 in Chicago (CDT)
    const p = await signUp(t.app, { timeZone: 'America/Chicago' });
    await p.put(`/api/preferences/${p.id}`, { reminderEmail: false });
    await p.post(`/api/users/${p.id}/completions`, { type: 'scripture' });
    const phone = newDevice(`${service.base}/sub/phone-p`);
    const tablet = newDevice(`${service.base}/sub/tablet-p`);
    const old = newDevice(`${service.base}/gone/old-p`);
    for (const d of [phone, tablet, old]) expect((await p.post('/api/push/subscriptions', d.subscription)).statusCode).toBe(201);
    const before = service.received.length;

    expect(await sendDueReminders(t.app.deps, log)).toBeGreaterThanOrEqual(1);
    const pushes = service.received.slice(before);
    expect(pushes.map((r) => r.path).sort()).toEqual(['/gone/old-p', '/sub/phone-p', '/sub/tablet-p']);
    const toPhone = pushes.find((r) => r.path === '/sub/phone-p')!;
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone.headers.ttl).toBe('86400');
    expect(toPhone.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const message = JSON.parse(
      ece.decrypt(toPhone.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString(),
    );
    expect(message).toMatchObject({ title: '1 of 6 practices done today', url: '/journal?new=true', tag: 'daily-reminder' });
    // Today's passage, the one the Scripture screen shows this person today, and what is left.
    const today = (await p.get('/api/scriptures/daily')).json() as { verse: string };
    expect(today.verse).toMatch(/^[1-3]? ?[A-Z][a-z]+( [A-Z][a-z]+)* \d+:\d+/);
    expect(message.body).toBe(
      `${today.verse} — 5 practices left: write in your journal, note something you are grateful for, record how you feel, sit with today's meditation and pray.`,
    );
    // E-mail was turned off: none went.
    expect(t.mailer.sent.filter((m) => m.to === p.account.email)).toHaveLength(0);
    // The device the push service called gone is forgotten.
    expect((await p.get('/api/push/subscriptions')).json().devices).toBe(2);

    // Later the same day, nothing more; the next day, once again.
    t.clock.set('2026-03-12T14:00:00Z');
    const count = service.received.length;
    await sendDueReminders(t.app.deps, log);
    expect(service.received.length).toBe(count);
    t.clock.set('2026-03-13T13:01:00Z');
    await p.post(`/api/users/${p.id}/completions`, { type: 'journal' });
    await sendDueReminders(t.app.deps, log);
    expect(
      service.received
        .slice(count)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/sub/phone-p', '/sub/tablet-p']);
    // The next day's push names the next day's passage; with the journal written, a tap opens what is left first.
    const tomorrow = service.received.slice(count).find((r) => r.path === '/sub/phone-p')!;
    const next = JSON.parse(
      ece.decrypt(tomorrow.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString(),
    );
    const nextVerse = ((await p.get('/api/scriptures/daily')).json() as { verse: string }).verse;
    expect(nextVerse).not.toBe(today.verse);
    expect(next.body).toContain(`${nextVerse} — 5 practices left: note something you are grateful for, `);
    expect(next).toMatchObject({ title: '1 of 6 practices done today', url: '/gratitude' });
  });
});

describe('pushes to many devices (issue 37 §4)', () => {
  it('go out a few at a time, never all at once', async () => {
    // The real sender, counted: how many sends are under way at once.
    const real = t.app.deps.push;
    let inFlight = 0;
    let most = 0;
    const counted: PushSender = {
      ...real,
      async send(target, message) {
        inFlight++;
        most = Math.max(most, inFlight);
        try {
          return await real.send(target, message);
        } finally {
          inFlight--;
        }
      },
    };
    const other = await createTestApp({ push: counted, env: { PUSH_TEST_HOSTS: new URL(service.base).host } });
    try {
      other.clock.set('2026-03-12T08:00:00Z');
      const p = await signUp(other.app, { timeZone: 'UTC' });
      await p.put(`/api/preferences/${p.id}`, { reminderEmail: false });
      for (let i = 0; i < 20; i++)
        expect((await p.post('/api/push/subscriptions', newDevice(`${service.base}/sub/fan-${i}`).subscription)).statusCode).toBe(201);
      const before = service.received.length;
      await sendDueReminders(other.app.deps, log);
      expect(service.received.length - before).toBe(20);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(4);
    } finally {
      await other.close();
    }
  });
});
