import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';

/** A premium person whose checklist is complete, on the Prayer screen. */
async function readyOnPrayer(page: Page) {
  const account = await signUpViaApi(page.request, { name: 'Hannah Shiloh' });
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Today', content: 'A quiet day.' } });
  await page.request.post('/api/moods', { data: { userId: account.id, mood: 'peaceful' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Sunlight' } });
  await page.goto('/prayer');
  await expect(page.getByTestId('readiness-count')).toHaveText('3/3');
  return account;
}

// A real recording, from Chromium's fake microphone.
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

test('record → hear it back → Save for Prayers: the recognised name is saved and used', async ({ page }) => {
  // Speech recognition stubbed in this page only: it "hears" what a person would say.
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      start() {
        (window as unknown as { recognitionLang: string }).recognitionLang = `${this.lang}/${this.maxAlternatives}`;
        setTimeout(() => this.onresult?.({ results: [[{ transcript: 'my name is hannah' }, { transcript: 'my name is anna' }]] }), 50);
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
    }
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { configurable: true, writable: true, value: FakeRecognition });
  });
  await readyOnPrayer(page);
  await page.getByRole('button', { name: 'Your name for prayers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your name for prayers' });
  const state = dialog.getByTestId('voice-state');
  await expect(state).toHaveText('Press Record and say your name.');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(state).toHaveText('Recording… say your name, then press Stop.');
  expect(await page.evaluate(() => (window as unknown as { recognitionLang: string }).recognitionLang)).toBe('en-US/5');
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(state).toHaveText('Listen back, then save it for your prayers.');
  await dialog.getByRole('button', { name: 'Play your recording' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause your recording' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause your recording' }).click();
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(toastText(page, 'Your prayers will say “Hannah”.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your prayers will say Hannah.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Prayer' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Prayer' })).toContainText('Hannah');
});

test('a microphone that is refused says so, and the typed name still works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
    });
  });
  await readyOnPrayer(page);
  await page.getByRole('button', { name: 'Your name for prayers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your name for prayers' });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(toastText(page, 'Microphone access denied')).toBeVisible();
  await dialog.getByLabel('Or type your name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please type a name')).toBeVisible();
  await dialog.getByLabel('Or type your name').fill('Hana');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your prayers will say Hana.')).toBeVisible();
});
