import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible } from './axe';
import { expect, signUpViaApi, test } from './fixtures';

/** The reminder mail to `to` in the e2e server's outbox, quoted-printable undone; the reminder job runs each minute. */
async function reminderMailTo(to: string): Promise<string> {
  const dir = path.resolve('.e2e-data/outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        try {
          found = readdirSync(dir)
            .map((f) => readFileSync(path.join(dir, f), 'utf8'))
            .find((m) => m.includes(`To: ${to}`) && m.includes('Subject: Your daily moment with Lamplight'));
        } catch {
          found = undefined;
        }
        return Boolean(found);
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  return found!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test('the reminder e-mail’s unsubscribe link turns reminder e-mails off without signing in, and a changed link is refused', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await playwright.request.newContext({ baseURL });
  const account = await signUpViaApi(api, {}, { timeZone: 'UTC' });
  // The reminder time is now: the server's reminder job sends it within a minute.
  const now = new Date();
  const hhmm = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
  expect((await api.put(`/api/preferences/${account.id}`, { data: { dailyReminderTime: hhmm } })).status()).toBe(200);

  const mail = await reminderMailTo(account.email);
  expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/reminders\/unsubscribe\?token=[\w.%-]+>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /Stop reminder e-mails with one click: (\S+)/.exec(mail)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);

  // Opened in a browser that has never signed in.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: "You won't get reminder e-mails any more" })).toBeVisible();
  await expectAccessible(page, 'the unsubscribe page');
  const prefs = (await (await api.get(`/api/preferences/${account.id}`)).json()) as { reminderEmail: number; notificationsEnabled: number };
  expect(prefs).toMatchObject({ reminderEmail: 0, notificationsEnabled: 1 });
  await expect(page.getByRole('link', { name: 'Turn them back on in Settings' })).toHaveAttribute('href', '/settings');

  // A link changed by hand says so, and changes nothing.
  await api.put(`/api/preferences/${account.id}`, { data: { reminderEmail: true } });
  const token = url.searchParams.get('token')!;
  const changed = `${token.slice(0, -3)}${token.endsWith('xyz') ? 'abc' : 'xyz'}`;
  await page.goto(`/unsubscribe?token=${encodeURIComponent(changed)}`);
  await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible();
  await expect(page.getByText(/not valid.*Settings/)).toBeVisible();
  expect(((await (await api.get(`/api/preferences/${account.id}`)).json()) as { reminderEmail: number }).reminderEmail).toBe(1);
  await context.close();
  await api.dispose();
});
