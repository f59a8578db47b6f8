import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail.js';
import { client, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { sendDueReminders } from './service.js';

const log = { error: () => {} };
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

/** A raw message's header field, unfolded (RFC 5322 §2.2.3). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A raw message's text body, quoted-printable decoded when it is. */
function bodyOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding: quoted-printable/i.test(head!)) return body;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The one-click address of List-Unsubscribe, as a path and query on this server. */
const oneClickPath = (raw: string) => {
  const field = headerOf(raw, 'List-Unsubscribe');
  const url = /^<(http:\/\/lamplight\.test\/[^>]+)>$/.exec(field ?? '')?.[1];
  if (!url) throw new Error(`no one-click address in List-Unsubscribe: ${field}`);
  return url.slice('http://lamplight.test'.length);
};

describe('one-click unsubscribe from reminder e-mails (written to the outbox)', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-unsub-'));
    outbox = path.join(dataDir, 'outbox');
    t = await createTestApp({ mailer: createMailer({ from: 'Lamplight <no-reply@lamplight.local>', dataDir, log: quiet }) });
  });
  afterAll(() => t.close());

  const sentTo = (email: string) =>
    readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .filter((raw) => headerOf(raw, 'To') === email);
  const prefsOf = async (u: Awaited<ReturnType<typeof signUp>>) =>
    (await u.get(`/api/preferences/${u.id}`)).json() as { reminderEmail: number; notificationsEnabled: number };

  it('the mail carries the RFC 8058 headers and a link; the one-click POST needs no session and turns e-mails off', async () => {
    t.clock.set('2026-05-04T08:00:00Z');
    const u = await signUp(t.app, { timeZone: 'UTC' });
    await sendDueReminders(t.app.deps, log);
    const [raw] = sentTo(u.account.email);
    expect(raw).toBeDefined();
    expect(headerOf(raw!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickPath(raw!);
    expect(oneClick).toMatch(new RegExp(`^/api/reminders/unsubscribe\\?token=${u.id}\\.`));
    // The link in the text opens the page with the same token.
    const token = new URL(oneClick, 'http://x').searchParams.get('token')!;
    expect(bodyOf(raw!)).toContain(
      `Stop reminder e-mails with one click: http://lamplight.test/unsubscribe?token=${encodeURIComponent(token)}`,
    );

    // What a mail client sends (RFC 8058 §3.1): a form POST from its own server, no cookie, no Origin of ours.
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("You won't get reminder e-mails any more.");
    expect(await prefsOf(u)).toMatchObject({ reminderEmail: 0, notificationsEnabled: 1 });

    // The next day no e-mail comes; turned back on in Settings, it does again.
    t.clock.set('2026-05-05T08:00:00Z');
    await sendDueReminders(t.app.deps, log);
    expect(sentTo(u.account.email)).toHaveLength(1);
    await u.put(`/api/preferences/${u.id}`, { reminderEmail: true });
    t.clock.set('2026-05-06T08:00:00Z');
    await sendDueReminders(t.app.deps, log);
    expect(sentTo(u.account.email)).toHaveLength(2);

    // The page's own request (JSON, from the app) and a multipart one-click do the same; repeating is harmless.
    const anon = client(t.app);
    expect((await anon.post(oneClick)).statusCode).toBe(200);
    const multipart = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await prefsOf(u)).reminderEmail).toBe(0);
  });

  it('a changed, cut or borrowed token is refused with a message, and changes nothing', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const token = t.app.deps.links.sign('reminder-emails-off', a.id);
    const anon = client(t.app);
    const tries = [
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), // one character changed
      token.slice(0, -5), // cut short
      `${b.id}${token.slice(String(a.id).length)}`, // a's signature on b's id
      t.app.deps.links.sign('something-else', b.id), // signed for another purpose
      'made-up',
    ];
    for (const bad of tries) {
      const res = await anon.post(`/api/reminders/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toMatch(/not valid.*Settings/);
    }
    const missing = await anon.post('/api/reminders/unsubscribe');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/incomplete/);
    expect((await prefsOf(a)).reminderEmail).toBe(1);
    expect((await prefsOf(b)).reminderEmail).toBe(1);
  });
});

describe('one-click unsubscribe over SMTP', () => {
  it('the reminder delivered to a real SMTP server carries List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const smtp = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Lamplight <no-reply@lamplight.local>',
      dataDir: '/nonexistent',
      log: quiet,
    });
    const t = await createTestApp({ mailer });
    try {
      t.clock.set('2026-05-04T08:00:00Z');
      const u = await signUp(t.app, { timeZone: 'UTC' });
      await sendDueReminders(t.app.deps, log);
      const raw = smtp.received.find((r) => headerOf(r, 'To') === u.account.email);
      expect(raw).toBeDefined();
      expect(headerOf(raw!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const res = await client(t.app).post(oneClickPath(raw!));
      expect(res.statusCode).toBe(200);
      expect(((await u.get(`/api/preferences/${u.id}`)).json() as { reminderEmail: number }).reminderEmail).toBe(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
