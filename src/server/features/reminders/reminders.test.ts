import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { sendDueReminders } from './service.js';

let t: TestApp;
const log = { error: () => {} };
const remind = () => sendDueReminders(t.app.deps, log);
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('daily reminder e-mails', () => {
  it("go out at the reminder time in the user's own zone, once a day, and say what is left", async () => {
    t.clock.set('2026-05-04T11:50:00Z'); // 07:50 in New York, 20:50 in Tokyo
    const ny = await signUp(t.app, { name: 'Phoebe Cenchreae', timeZone: 'America/New_York' });
    const tokyo = await signUp(t.app, { timeZone: 'Asia/Tokyo' });
    await tokyo.put(`/api/preferences/${tokyo.id}`, { dailyReminderTime: '21:30' });
    await remind();
    expect(mailsTo(ny.account.email)).toHaveLength(0);

    t.clock.set('2026-05-04T12:00:00Z'); // 08:00 in New York
    await ny.post(`/api/users/${ny.id}/completions`, { type: 'scripture' });
    await remind();
    const [mail] = mailsTo(ny.account.email);
    expect(mail?.subject).toBe('Your daily moment with Lamplight');
    expect(mail?.text).toContain('Hello Phoebe');
    expect(mail?.text).toContain('1 of 6 practices done');
    expect(mail?.text).not.toContain("read today's scripture");
    expect(mail?.text).toContain('http://lamplight.test/settings');
    expect(mail?.text).toContain('Come to me, all you who labor and are heavily burdened, and I will give you rest. (Matthew 11:28)');
    expect(mailsTo(tokyo.account.email)).toHaveLength(0);

    t.clock.set('2026-05-04T12:30:00Z');
    await remind();
    expect(mailsTo(ny.account.email)).toHaveLength(1);

    t.clock.set('2026-05-04T12:31:00Z'); // 21:31 in Tokyo
    await remind();
    expect(mailsTo(tokyo.account.email)).toHaveLength(1);

    t.clock.set('2026-05-05T12:05:00Z'); // the next morning in New York
    await remind();
    expect(mailsTo(ny.account.email)).toHaveLength(2);
  });

  it('respect "off", skip a day already complete, and don\'t fire hours late', async () => {
    t.clock.set('2026-06-01T08:00:00Z');
    const off = await signUp(t.app, { timeZone: 'UTC' });
    await off.put(`/api/preferences/${off.id}`, { notificationsEnabled: 0 });
    const done = await signUp(t.app, { timeZone: 'UTC' });
    for (const type of ['journal', 'gratitude', 'mood', 'scripture', 'meditation', 'prayer'])
      await done.post(`/api/users/${done.id}/completions`, { type });
    const late = await signUp(t.app, { timeZone: 'UTC' });
    await late.put(`/api/preferences/${late.id}`, { dailyReminderTime: '05:00' });
    await remind();
    expect(mailsTo(off.account.email)).toHaveLength(0);
    expect(mailsTo(done.account.email)).toHaveLength(0);
    expect(mailsTo(late.account.email)).toHaveLength(0);
  });

  it('two servers running the job at once send one e-mail', async () => {
    t.clock.set('2026-07-01T08:00:00Z');
    const u = await signUp(t.app, { timeZone: 'UTC' });
    await Promise.all([remind(), remind(), remind()]);
    expect(mailsTo(u.account.email)).toHaveLength(1);
  });
});
