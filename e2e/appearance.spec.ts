import { expect, newPersonContext, test } from './fixtures';

test('theme and reading size are saved to the account, on <html> before the first paint, on every device', async ({
  signedIn: { page, account },
  browser,
}) => {
  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await theme.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(theme.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(26, 23, 20)');

  const size = page.getByRole('radiogroup', { name: 'Reading text size' });
  await size.getByRole('radio', { name: 'Extra large' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'x-large');
  await expect
    .poll(async () => (await page.request.get(`/api/preferences/${account.id}`)).json())
    .toMatchObject({ theme: 'dark', textSize: 'x-large' });

  // Another device signs in: the page arrives already dark and large, before any script runs.
  const phone = await newPersonContext(browser);
  const login = await phone.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(login.status()).toBe(200);
  const html = await (await phone.request.get('/scripture')).text();
  expect(html).toMatch(/<html[^>]*data-theme="dark"[^>]*data-text-size="x-large"/);
  const phonePage = await phone.newPage();
  await phonePage.route('**/assets/*.js', (route) => route.abort());
  await phonePage.goto('/scripture');
  // No script ran (they were refused), and still the page is dark.
  expect(await phonePage.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(26, 23, 20)');
  await phone.close();

  // Reading text grows with the setting.
  await page.goto('/scripture');
  const verse = page.locator('blockquote.reading').first();
  await expect(verse).toBeVisible();
  const large = await verse.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await page.goto('/settings');
  await page.getByRole('radiogroup', { name: 'Reading text size' }).getByRole('radio', { name: 'Small' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'small');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/scripture');
  const small = await page
    .locator('blockquote.reading')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(large).toBeGreaterThan(small * 1.4);
});

test('"System" follows the device: dark when the device is dark, light when it is light', async ({ browser }) => {
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto('/help');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(26, 23, 20)');
  await dark.close();
  const light = await browser.newContext({ colorScheme: 'light' });
  const lightPage = await light.newPage();
  await lightPage.goto('/help');
  expect(await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(253, 250, 244)');
  await light.close();
});
