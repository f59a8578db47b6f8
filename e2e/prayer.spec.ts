import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';

/**
 * speechSynthesis stubbed in this page only to observe what is spoken: speak() records the text and starts
 * at once; an utterance ends only when cancelled (Stop), so the test can see Stop while it "plays".
 */
async function observeSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    let current: SpeechSynthesisUtterance | null = null;
    (window as unknown as { spoken: string[] }).spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
        speak(u: SpeechSynthesisUtterance) {
          spoken.push(u.text);
          current = u;
          setTimeout(() => u.onstart?.(new Event('start') as SpeechSynthesisEvent), 10);
        },
        cancel() {
          const u = current;
          current = null;
          u?.onend?.(new Event('end') as SpeechSynthesisEvent);
        },
      },
    });
  });
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a person on the trial fills the checklist, names themselves, generates a prayer and hears it read aloud', async ({ page }) => {
  await observeSpeech(page);
  const account = await signUpViaApi(page.request, { name: 'Hannah Shiloh' });
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.request.post('/api/journal', {
    data: { userId: account.id, title: 'Waiting at work', content: 'The project at the office is late and my boss is worried.' },
  });

  await page.goto('/prayer');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Prayer Assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the Prayer Assistant Works' })).toBeVisible();
  await expect(page.getByTestId('readiness-count')).toHaveText('1/3');
  await expect(page.getByRole('link', { name: 'Record your mood (still to do)' })).toHaveAttribute('href', '/mood');
  await expect(page.getByRole('button', { name: 'Generate Prayer' })).toHaveCount(0);
  await axe(page);

  // The checklist follows what is written elsewhere (pushed by the server, no reload).
  await page.request.post('/api/moods', { data: { userId: account.id, mood: 'hopeful' } });
  await expect(page.getByTestId('readiness-count')).toHaveText('2/3');
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Tea with my sister Peninnah' } });
  await expect(page.getByTestId('readiness-count')).toHaveText('3/3');

  // The name, typed.
  await page.getByRole('button', { name: 'Your name for prayers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your name for prayers' });
  await expect(dialog.getByRole('button', { name: 'Record' })).toBeVisible();
  await dialog.getByLabel('Or type your name').fill('  Hannie ');
  await dialog.getByLabel('Or type your name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your prayers will say Hannie.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Prayer' }).click();
  await expect(toastText(page, 'Prayer Generated')).toBeVisible();
  const prayerTab = page.getByRole('tabpanel', { name: 'Prayer' });
  await expect(prayerTab).toContainText('Hannie');
  await expect(prayerTab).toContainText('hopeful');
  await expect(prayerTab).toContainText('Tea with my sister Peninnah');
  await expect(prayerTab).toContainText('Amen.');
  await expect(prayerTab).toContainText("Written by Lamplight's own prayer composer");

  // Listen → Stop; only one tab reads at a time.
  await prayerTab.getByRole('button', { name: 'Listen to the prayer' }).click();
  await expect(prayerTab.getByRole('button', { name: 'Stop reading the prayer' })).toBeVisible();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken[0]).toContain('Hannie');
  await prayerTab.getByRole('button', { name: 'Stop reading the prayer' }).click();
  await expect(prayerTab.getByRole('button', { name: 'Listen to the prayer' })).toBeVisible();

  await page.getByRole('tab', { name: 'Bible' }).click();
  const bible = page.getByRole('tabpanel', { name: 'Bible' });
  await expect(bible.locator('blockquote footer')).toContainText('(WEB)');
  await expect(bible.getByRole('button', { name: 'Listen to the Bible connection' })).toBeVisible();
  await page.getByRole('tab', { name: 'Encourage' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Encourage' })).toContainText('Hannie');
  await axe(page);

  // Kept in their history, and the day's prayer practice is done.
  await expect(page.getByRole('button', { name: /^Delete the prayer of / })).toHaveCount(1);
  await page.goto('/growth');
  await expect(page.getByRole('list', { name: "Today's practices" })).toContainText('Prayer: done');
});

test('a person without a mood sees what is missing, and the server says so too', async ({ page }) => {
  const account = await signUpViaApi(page.request);
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Today', content: 'A quiet day.' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Sunlight' } });
  await page.goto('/prayer');
  await expect(page.getByTestId('readiness-count')).toHaveText('2/3');
  await expect(page.getByRole('link', { name: 'Record your mood (still to do)' })).toBeVisible();
  await expect(page.getByText('Write a journal entry (done)')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Generate Prayer' })).toHaveCount(0);
  const refused = await page.request.post('/api/prayer-assistant', { data: { userId: account.id } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Before a prayer can be written for you, add a mood.');
});

test('a person without premium sees the subscription gate, not the assistant', async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Today', content: 'A quiet day.' } });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prayer', exact: true }).click();
  await expect(page).toHaveURL(/\/prayer$/);
  await expect(page.getByRole('heading', { name: 'How the Prayer Assistant Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prayer assistant locked' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByTestId('readiness-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Prayer' })).toHaveCount(0);
  await axe(page);
  expect((await page.request.post('/api/prayer-assistant', { data: { userId: account.id } })).status()).toBe(402);
});

/** A premium person whose checklist is complete, on the Prayer screen. */
async function readyOnPrayer(page: Page) {
  const account = await signUpViaApi(page.request, { name: 'Hannah Shiloh' });
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Today', content: 'A quiet day at home.' } });
  await page.request.post('/api/moods', { data: { userId: account.id, mood: 'grateful' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Sunlight on the kitchen table' } });
  await page.goto('/prayer');
  await expect(page.getByTestId('readiness-count')).toHaveText('3/3');
  return account;
}

test("a prayer's Bible connection is shared as a story image", async ({ page }) => {
  await readyOnPrayer(page);
  await page.getByRole('button', { name: 'Generate Prayer' }).click();
  await expect(toastText(page, 'Prayer Generated')).toBeVisible();
  await page.getByRole('tab', { name: 'Bible' }).click();
  const bible = page.getByRole('tabpanel', { name: 'Bible' });
  const footer = (await bible.locator('blockquote footer').innerText()).trim();
  const reference = footer.replace(/^—\s*/, '').replace(/\s*\((WEB|KJV)\)$/, '');
  expect(reference).toMatch(/^[1-3]?\s?[A-Z][a-z]+( [A-Za-z]+)* \d+:\d+/);
  await bible.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Scripture' });
  await expect(share.getByText(`A story image of ${reference} to share.`)).toBeVisible();
  const image = share.getByRole('img', { name: `Story image: ${reference}` });
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
  expect(size).toEqual([1080, 1920]);
  await expect(image).toHaveAttribute('src', /^(blob:|data:image\/png)/);
});

test('the prayer history loads more, a page at a time, after the last prayer shown', async ({ page }) => {
  const account = await readyOnPrayer(page);
  await page.getByRole('button', { name: 'Generate Prayer' }).click();
  await expect(toastText(page, 'Prayer Generated')).toBeVisible();
  const [prayer] = (await (await page.request.get(`/api/prayer-assistant/prayers?userId=${account.id}&limit=1`)).json()) as {
    id: number;
    createdAt: string;
  }[];
  // A long history (more than a day's limit allows to write here): a first page of 20, then a short last page.
  const older = Array.from({ length: 20 }, (_, i) => ({
    ...prayer!,
    id: 900_000 - i,
    createdAt: new Date(Date.parse(prayer!.createdAt) + (20 - i) * 60_000).toISOString(),
    bibleConnection: { reference: `Psalm ${i + 1}:1`, text: 'Blessed is the man.', translation: 'WEB', explanation: 'It fits.' },
  }));
  const asked: string[] = [];
  await page.route('**/api/prayer-assistant/prayers?*', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    if (!url.searchParams.get('before')) return route.fulfill({ json: older });
    // The next (last, short) page: the real prayer.
    return route.fulfill({ json: [prayer] });
  });
  await page.reload();
  const history = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Delete the prayer of / }) });
  await expect(history.getByRole('button', { name: /^Delete the prayer of / })).toHaveCount(20);
  // The next page comes as the end of the list is reached (the button does the same for a keyboard).
  await page.getByRole('button', { name: 'Load more prayers' }).scrollIntoViewIfNeeded();
  await expect(history.getByRole('button', { name: /^Delete the prayer of / })).toHaveCount(21);
  expect(asked.at(-1)).toContain(`before=${older.at(-1)!.id}`);
  await expect(page.getByRole('button', { name: 'Load more prayers' })).toHaveCount(0);
});
