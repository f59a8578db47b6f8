import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

// Offline reading and writing need the service worker (the rest of the suite blocks it, for page.route()).
test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the service worker (its first visit installs it; a reload puts it in charge). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('what is written offline shows in its list as "Waiting to sync", after a reload too, then once as the saved item', async ({
  signedIn,
  context,
}) => {
  const { page, account } = signedIn;
  await page.goto('/journal');
  await underServiceWorker(page);
  await page.goto('/mood');
  await page.goto('/gratitude');
  await expect(page.getByLabel('What are you grateful for today?')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/journal?new=true');
  await page.getByLabel('Title').fill('By lamplight');
  await page.getByLabel('Your thoughts').fill('The power is out; the words are not.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByTestId('toasts').getByText('Saved on this device', { exact: true })).toBeVisible();
  await page.goto('/gratitude');
  await page.getByLabel('What are you grateful for today?').fill('Candles in the drawer');
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Candles in the drawer' }).getByText('Waiting to sync')).toBeVisible();

  // A reload with no network: the lists read what waits from the device (IndexedDB), not from memory.
  await page.reload();
  const candles = page.getByRole('listitem').filter({ hasText: 'Candles in the drawer' });
  await expect(candles).toHaveCount(1);
  await expect(candles.getByText('Waiting to sync')).toBeVisible();
  await page.getByRole('link', { name: 'Journal' }).click();
  const entry = page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem').filter({ hasText: 'By lamplight' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Waiting to sync')).toBeVisible();
  // Not saved yet: it can be read, not edited or deleted.
  await expect(entry.getByRole('button', { name: 'Edit "By lamplight"' })).toHaveCount(0);
  await expectAccessible(page, 'the journal with an entry waiting to sync');

  // Back online: sent once, the saved entry in its place, never two.
  await context.setOffline(false);
  await expect(page.getByTestId('toasts').getByText('2 things you wrote offline are saved.')).toBeVisible();
  await expect(entry.getByText('Waiting to sync')).toHaveCount(0);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('button', { name: 'Edit "By lamplight"' })).toBeVisible();
  await page.getByRole('link', { name: 'Gratitude' }).first().click();
  await expect(candles).toHaveCount(1);
  await expect(candles.getByText('Waiting to sync')).toHaveCount(0);
  const listed = async (path: string) =>
    (await (await page.request.get(`${path}?userId=${account.id}`)).json()) as { title?: string; text?: string }[];
  expect((await listed('/api/journal')).filter((e) => e.title === 'By lamplight')).toHaveLength(1);
  expect((await listed('/api/gratitudes')).filter((g) => g.text === 'Candles in the drawer')).toHaveLength(1);
});

test('Keep the Bible offline: downloads the translation with a progress bar, then chapters open with no network', async ({
  signedIn,
  context,
}) => {
  test.setTimeout(180_000);
  const { page } = signedIn;
  await page.goto('/settings');
  await underServiceWorker(page);
  await page.getByRole('button', { name: 'Download the World English Bible' }).click();
  const progress = page.getByRole('progressbar', { name: 'Downloading the World English Bible' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  const kept = page.getByText(/On this device: the World English Bible, 1,189 chapters, \d+\.\d MB\./);
  await expect(kept).toBeVisible({ timeout: 150_000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove offline Bible' })).toBeVisible();
  await expectAccessible(page, 'Settings with the Bible kept offline');

  // Today's passage and its context, seen once online (as any visit would).
  await page.goto('/');
  await page.getByRole('region', { name: 'Daily Scripture' }).getByRole('button', { name: 'Biblical Context', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Read in context' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('region', { name: 'Daily Scripture' }).getByRole('button', { name: 'Biblical Context', exact: true }).click();
  await page.getByRole('button', { name: 'Read in context' }).click();
  const reader = page.getByRole('dialog').last();
  await expect(reader.getByRole('list').first().getByRole('listitem').first()).toBeVisible();
  // Chapters never opened before, one after another, with no connection.
  for (let i = 0; i < 3; i++) {
    const next = reader.getByRole('button').filter({ has: page.locator('svg.lucide-chevron-right') });
    const name = ((await next.textContent()) ?? '').trim();
    await next.click();
    await expect(reader.getByRole('heading', { name })).toBeVisible();
    await expect(reader.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
  }
  const far = await page.evaluate(() =>
    fetch('/api/bible/passage?ref=Revelation%2022&translation=WEB').then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { reference: string },
    })),
  );
  expect(far).toMatchObject({ status: 200, body: { reference: 'Revelation 22' } });

  // Removed, the space is given back and the card offers the download again.
  await context.setOffline(false);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Remove offline Bible' }).click();
  await expect(page.getByRole('button', { name: 'Download the World English Bible' })).toBeVisible();
  expect(await page.evaluate(() => caches.has('lamplight-bible'))).toBe(false);
});
