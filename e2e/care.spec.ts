import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible } from './axe';
import { expect, newPersonContext, signUpViaApi, test, toastText } from './fixtures';

const token = () => randomBytes(3).toString('hex');
const serverLog = () => readFileSync(path.resolve('.e2e-data/server.log'), 'utf8');

test('a journal entry in crisis is saved, its author sees the care card, the log holds none of it, and no one else sees anything', async ({
  browser,
}) => {
  const ctx = await newPersonContext(browser);
  const me = await signUpViaApi(ctx.request, {}, { timeZone: 'Europe/London' });
  const page = await ctx.newPage();
  const words = `I can't go on. Everyone would be better off without me ${token()}`;

  await page.goto('/journal?new=true');
  await page.getByLabel('Title').fill('Tonight');
  await page.getByLabel('Your thoughts').fill(words);
  await page.getByRole('button', { name: 'Save Entry' }).click();

  const card = page.getByRole('dialog', { name: "You're not alone" });
  await expect(card).toBeVisible();
  // London: Samaritans first; every line is there, with the verse read from the Bible.
  const lines = card.getByRole('list', { name: 'Places to reach help now' }).getByRole('listitem');
  await expect(lines.first()).toContainText('Samaritans');
  await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: 'findahelpline.com' })).toBeVisible();
  await expect(card).toContainText('Lifeline');
  await expect(card).toContainText('someone you trust');
  await expect(card).toContainText('Psalm 34:18');
  await expectAccessible(page, 'the care card');
  // Focus stays inside the card while it is open.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(card.locator(':focus')).toHaveCount(1);
  await card.getByRole('button', { name: 'Close' }).click();

  // Nothing was lost or held back: the entry is saved and listed.
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByText(words)).toBeVisible();

  // Another person sees none of it.
  const other = await newPersonContext(browser);
  await signUpViaApi(other.request);
  const [entry] = (await (await ctx.request.get(`/api/journal?userId=${me.id}`)).json()) as { id: number }[];
  expect((await other.request.get(`/api/journal/${entry!.id}`)).status()).toBe(403);
  const otherPage = await other.newPage();
  await otherPage.goto('/journal');
  await expect(otherPage.getByText('No journal entries yet')).toBeVisible();
  await expect(otherPage.getByRole('dialog')).toHaveCount(0);

  // The server's log (at info, every request) never holds the words nor that care was shown.
  const log = serverLog();
  expect(log).toContain('/api/journal');
  expect(log).not.toContain(words.slice(-6));
  expect(log).not.toMatch(/better off without me|not alone|Samaritans/);
  await ctx.close();
  await other.close();
});

test('a mood and a gratitude in crisis keep what was written and show the card after saving', async ({ signedIn: { page } }) => {
  await page.goto('/mood');
  await page.getByRole('group', { name: 'Quick moods' }).getByRole('button', { name: 'Overwhelmed' }).click();
  await page.getByLabel('Reflection (optional)').fill('i dont want to be alive anymore');
  await page.getByRole('button', { name: 'Save Mood' }).click();
  await expect(page.getByRole('dialog', { name: "You're not alone" })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Mood history' }).getByText('i dont want to be alive anymore')).toBeVisible();

  await page.goto('/gratitude');
  await page.getByLabel('What are you grateful for today?').fill('My sister, though honestly I want to die');
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByRole('dialog', { name: "You're not alone" })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Gratitudes' }).getByText('My sister, though honestly I want to die')).toBeVisible();

  // Ordinary words never open it.
  await page.getByLabel('What are you grateful for today?').fill('This sermon killed me, I was dying to hear it');
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByRole('list', { name: 'Gratitudes' }).getByText('This sermon killed me')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a community post in crisis shows its author the card before publishing, and may still be posted', async ({ browser }) => {
  const ctxA = await newPersonContext(browser);
  const ctxB = await newPersonContext(browser);
  await signUpViaApi(ctxA.request, {}, { timeZone: 'America/Chicago' });
  await signUpViaApi(ctxB.request);
  const pageA = await ctxA.newPage();
  const text = `Please pray, I want to end my life ${token()}`;
  await pageA.goto('/community');
  await pageA.getByRole('tab', { name: 'Share Something' }).click();
  await pageA.getByPlaceholder('What would you like to share with the community?').fill(text);
  await pageA.getByRole('button', { name: 'Share with Community' }).click();
  const card = pageA.getByRole('dialog', { name: "You're not alone" });
  await expect(card.getByRole('listitem').first()).toContainText('988');
  // "Not now" keeps the draft as written.
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(pageA.getByPlaceholder('What would you like to share with the community?')).toHaveValue(text);
  await pageA.getByRole('button', { name: 'Share with Community' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Post anyway' }).click();
  await expect(toastText(pageA, 'Post Created')).toBeVisible();
  await expect(pageA.getByRole('dialog')).toHaveCount(0);

  const pageB = await ctxB.newPage();
  await pageB.goto('/community');
  await expect(pageB.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(pageB.getByRole('dialog')).toHaveCount(0);
  await expect(pageB.getByText("You're not alone")).toHaveCount(0);
  await ctxA.close();
  await ctxB.close();
});

test('"Get help now" is in the user menu and on the Privacy page, and open signed out', async ({ signedIn: { page }, browser }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Get help now' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expectAccessible(page, '/help');
  await page.goto('/privacy');
  await page.getByRole('link', { name: 'Get help now' }).click();
  await expect(page).toHaveURL(/\/help$/);

  const anon = await browser.newContext();
  const signedOut = await anon.newPage();
  await signedOut.goto('/');
  await signedOut.getByRole('link', { name: 'Get help now' }).click();
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
  await expect(signedOut.getByText('Samaritans')).toBeVisible();
  await anon.close();
});
