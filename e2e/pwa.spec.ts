import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

// These tests are about the service worker itself (the rest of the suite blocks it, for page.route()).
test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Waits until the page is controlled by the service worker (its first visit installs it; a reload puts it in charge). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the manifest describes an installable app and its icons exist', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Lamplight', short_name: 'Lamplight', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toBe('#1e2a44');
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Journal', 'Mood', 'Scripture']);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const src of [...manifest.icons.map((i) => i.src), '/apple-touch-icon.png']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  const page = await request.get('/');
  const html = await page.text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  // Zoom is never locked (decision 081).
  expect(html).not.toMatch(/user-scalable=no|maximum-scale=1/);
});

test('after one visit the app opens offline with today’s scripture, the journal and a chapter read before', async ({
  signedIn,
  context,
}) => {
  const { page, account } = signedIn;
  const created = await page.request.post('/api/journal', {
    data: { userId: account.id, title: 'Still waters', content: 'He leads me beside still waters.' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await underServiceWorker(page);
  await expect(page.getByRole('region', { name: 'Daily Scripture' })).toBeVisible();
  const verse = (await page.getByRole('region', { name: 'Daily Scripture' }).locator('blockquote').textContent()) ?? '';
  expect(verse.length).toBeGreaterThan(10);
  // The Journal screen's own list, not the Dashboard's card of recent entries (which shows the same title): it is
  // the list's answer that must be kept for the visit offline.
  const journalList = page.getByRole('list', { name: 'Journal entries' });
  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(journalList.getByRole('heading', { name: 'Still waters' })).toBeVisible();
  // A chapter read while online (the reader asks the API through the service worker).
  const chapter = await page.evaluate(() => fetch('/api/bible/passage?ref=Psalm%2023&translation=WEB').then((r) => r.status));
  expect(chapter).toBe(200);
  // The service worker keeps an answer just after handing it to the page: wait until the list's is kept.
  const listUrl = `/api/journal?userId=${account.id}`;
  await expect
    .poll(() => page.evaluate((url) => caches.open('lamplight-api').then(async (c) => Boolean(await c.match(url))), listUrl))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily Scripture' }).locator('blockquote')).toHaveText(verse);
  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(journalList.getByRole('heading', { name: 'Still waters' })).toBeVisible();
  const offlineChapter = await page.evaluate(() =>
    fetch('/api/bible/passage?ref=Psalm%2023&translation=WEB').then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { reference: string },
    })),
  );
  expect(offlineChapter).toMatchObject({ status: 200, body: { reference: 'Psalm 23' } });
  await context.setOffline(false);
});

test('Install App: the iOS steps under Safari on an iPhone, checked by axe', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE_SAFARI, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signUpViaApi(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Install App' }).click();
  const sheet = page.getByRole('dialog', { name: 'Install Lamplight' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Add to Home Screen')).toBeVisible();
  await expect(sheet.getByText('Share', { exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
  await sheet.getByRole('button', { name: 'Got it' }).click();
  await expect(sheet).toBeHidden();
  await context.close();
});

/** Each platform's own steps, by the user agent a person's browser sends (spec §1: "guides the user by platform"). */
const PLATFORMS: { name: string; id?: string; userAgent: string; steps: string[]; text?: string }[] = [
  {
    name: 'Chrome on Android',
    id: 'android-chrome',
    userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    steps: ['Install app', 'Add to Home screen'],
  },
  {
    name: 'Samsung Internet',
    id: 'android-samsung',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    steps: ['Add page to', 'Home screen'],
  },
  {
    name: 'Firefox for Android',
    id: 'android-firefox',
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    steps: ['Install'],
  },
  {
    name: 'Chrome on a computer',
    id: 'desktop-chrome',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    steps: ['install', 'Cast, save and share'],
  },
  {
    name: 'Edge on a computer',
    id: 'desktop-edge',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    steps: ['App available', 'Install this site as an app'],
  },
  {
    name: 'Safari on a Mac',
    id: 'mac-safari',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    steps: ['File', 'Add to Dock'],
  },
  {
    name: 'Firefox on a computer',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    steps: [],
    text: "This browser can't install apps from the web.",
  },
];

for (const platform of PLATFORMS) {
  test(`Install App: the steps for ${platform.name}`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent: platform.userAgent, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signUpViaApi(page.request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Install App' }).click();
    const sheet = page.getByRole('dialog', { name: 'Install Lamplight' });
    await expect(sheet).toBeVisible();
    for (const step of platform.steps) await expect(sheet.getByText(step, { exact: true }).first()).toBeVisible();
    if (platform.text) await expect(sheet).toContainText(platform.text);
    // Only this platform's steps: one list, marked as this platform's.
    if (platform.id) await expect(sheet.locator('ol[data-platform]')).toHaveAttribute('data-platform', platform.id);
    else await expect(sheet.locator('ol[data-platform]')).toHaveCount(0);
    await context.close();
  });
}

test('Install App is hidden when Lamplight already runs as the installed app', async ({ signedIn, context }) => {
  const { page } = signedIn;
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
  // Standalone display mode, as the installed app sees it.
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone') ? ({ ...real(query), matches: true, media: query } as MediaQueryList) : real(query);
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(0);
});

test('a gratitude and a journal entry written offline are kept, then saved once each when the connection returns', async ({
  signedIn,
  context,
}) => {
  const { page, account } = signedIn;
  await page.goto('/gratitude');
  await underServiceWorker(page);
  await expect(page.getByLabel('What are you grateful for today?')).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('What are you grateful for today?').fill('Bread shared on the way');
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByTestId('toasts').getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Journal' }).click();
  await page.goto('/journal?new=true').catch(() => undefined); // offline: the service worker answers with the app
  await page.getByLabel('Title').fill('Written on the mountain');
  await page.getByLabel('Your thoughts').fill('No signal up here, only the wind.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByTestId('toasts').getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 things you wrote are waiting to sync.' })).toBeVisible();
  // The new parts of the shell: the header's Install App and the offline banner.
  const axe = await new AxeBuilder({ page }).include('header').include('[role="status"]').analyze();
  expect(axe.violations).toEqual([]);
  // Nothing reached the server yet.
  const countOf = async (path: string, field: string, value: string) => {
    const list = (await (await page.request.get(`${path}?userId=${account.id}`)).json()) as Record<string, string>[];
    return list.filter((item) => item[field] === value).length;
  };
  expect(await countOf('/api/journal', 'title', 'Written on the mountain')).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('toasts').getByText('2 things you wrote offline are saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Written on the mountain' })).toBeVisible();
  await expect(page.getByText(/waiting to sync/i)).toHaveCount(0);
  // Once each, on the server, however often the app opens again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Written on the mountain' })).toBeVisible();
  expect(await countOf('/api/journal', 'title', 'Written on the mountain')).toBe(1);
  expect(await countOf('/api/gratitudes', 'text', 'Bread shared on the way')).toBe(1);
});

test('Notifications: push on this device subscribes with the server and stops again; e-mail is a channel of its own', async ({
  signedIn,
  context,
}) => {
  const { page } = signedIn;
  // Headless Chromium has no push service of its own: the browser's PushManager hands out a subscription as a real
  // one would (endpoint and keys); the server's sending is tested against a local push service in the API tests.
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const fake = {
      endpoint: 'https://push.example.test/send/device-1',
      toJSON: () => ({
        endpoint: 'https://push.example.test/send/device-1',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  });
  await page.goto('/settings');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const devices = async () => ((await (await page.request.get('/api/push/subscriptions')).json()) as { devices: number }).devices;

  const pushSwitch = page.getByRole('switch', { name: 'On this device' });
  await expect(pushSwitch).toBeEnabled();
  await expect(pushSwitch).not.toBeChecked();
  await pushSwitch.click();
  await expect(page.getByTestId('toasts').getByText('Reminders will come to this device')).toBeVisible();
  await expect(pushSwitch).toBeChecked();
  expect(await devices()).toBe(1);

  const email = page.getByRole('switch', { name: 'By e-mail' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  const prefs = (await (await page.request.get(`/api/preferences/${signedIn.account.id}`)).json()) as { reminderEmail: number };
  expect(prefs.reminderEmail).toBe(0);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await pushSwitch.click();
  await expect(pushSwitch).not.toBeChecked();
  expect(await devices()).toBe(0);
});
