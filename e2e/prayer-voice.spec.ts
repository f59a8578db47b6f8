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
  // A few seconds of sound, so the preview is still playing when Pause is pressed.
  await page.waitForTimeout(3000);
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

/** Speech recognition stubbed in this page: it hears `transcript`, or (null) the browser has none at all. */
async function recognitionHears(page: Page, transcript: string | null) {
  await page.addInitScript((said) => {
    if (said === null) {
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
        Object.defineProperty(window, name, { configurable: true, writable: true, value: undefined });
      return;
    }
    class FakeRecognition {
      lang = '';
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      start() {
        setTimeout(() => this.onresult?.({ results: [[{ transcript: said }]] }), 50);
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
    }
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { configurable: true, writable: true, value: FakeRecognition });
  }, transcript);
}

/** Record about a second from the fake microphone, and stop. */
async function recordName(page: Page) {
  await page.getByRole('button', { name: 'Your name for prayers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your name for prayers' });
  await dialog.getByRole('button', { name: /^Record( again)?$/ }).click();
  await expect(dialog.getByTestId('voice-state')).toHaveText('Recording… say your name, then press Stop.');
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByTestId('voice-state')).toHaveText('Listen back, then save it for your prayers.');
  return dialog;
}

test('Save for Prayers keeps the recording on the server: played back in the dialog later, and deleted', async ({ page }) => {
  await recognitionHears(page, "it's samuel");
  const account = await readyOnPrayer(page);
  let dialog = await recordName(page);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/users/voice-pronunciation') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  expect(await upload.json()).toMatchObject({ contentType: 'audio/webm' });
  await expect(toastText(page, 'Your prayers will say “Samuel”.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // What the server keeps is this person's real recording (WebM from the microphone).
  const stored = await page.request.get(`/api/users/voice-pronunciation?userId=${account.id}`);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('audio/webm');
  expect(stored.headers()['cache-control']).toBe('private, no-store');
  const bytes = await stored.body();
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

  // Later, in the dialog: heard again from the server, then deleted.
  await page.reload();
  await page.getByRole('button', { name: 'Your name for prayers' }).click();
  dialog = page.getByRole('dialog', { name: 'Your name for prayers' });
  await expect(dialog.getByTestId('saved-voice')).toContainText('Your saved recording');
  const played = page.waitForResponse((r) => r.url().includes('/api/users/voice-pronunciation?userId=') && r.request().method() === 'GET');
  await dialog.getByRole('button', { name: 'Play saved recording' }).click();
  expect((await played).status()).toBeLessThan(300);
  await expect(dialog.getByRole('button', { name: 'Pause saved recording' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause saved recording' }).click();
  await expect(dialog.getByRole('button', { name: 'Play saved recording' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete saved recording' }).click();
  await expect(toastText(page, 'Recording deleted')).toBeVisible();
  await expect(dialog.getByTestId('saved-voice')).toHaveCount(0);
  expect((await page.request.get(`/api/users/voice-pronunciation?userId=${account.id}`)).status()).toBe(404);
});

test('a failed upload says so with the server’s reason, and nothing is saved', async ({ page }) => {
  await recognitionHears(page, 'my name is eli');
  await readyOnPrayer(page);
  await page.route('**/api/users/voice-pronunciation', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The recording is larger than 1 MB. Please record just your name, a few seconds.' }),
        })
      : route.continue(),
  );
  const dialog = await recordName(page);
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(toastText(page, 'Failed to save voice: please try recording again')).toBeVisible();
  await expect(toastText(page, 'The recording is larger than 1 MB. Please record just your name, a few seconds.')).toBeVisible();
  await expect(dialog.getByTestId('voice-state')).toHaveText('Listen back, then save it for your prayers.');
  await expect(page.getByText('Your prayers will say Eli.')).toHaveCount(0);
});

test('without speech recognition in the browser, the server listens: its name is used, and its failure is silent', async ({ page }) => {
  await recognitionHears(page, null);
  // This server has no speech-to-text provider; the page is told it has one, and the provider's answers are stood in for.
  await page.route('**/api/prayer-assistant/readiness?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), canTranscribe: true } });
  });
  const analysed: string[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { success: true, detectedName: 'Miriam' } };
  await page.route('**/api/analyze-voice', async (route) => {
    analysed.push((route.request().postDataJSON() as { audio: string }).audio);
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  await readyOnPrayer(page);
  let dialog = await recordName(page);
  // No "not supported" notice: the server can listen.
  await expect(toastText(page, 'Voice recognition not supported, please type your name manually')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(toastText(page, 'Your prayers will say “Miriam”.')).toBeVisible();
  expect(analysed).toHaveLength(1);
  expect(analysed[0]).toMatch(/^data:audio\/webm;(codecs=opus;)?base64,GkXfo/);

  // The server fails: nothing is said about it; the typed name is the way on.
  answer = { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
  dialog = await recordName(page);
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(dialog.getByText("We couldn't make out a name. Record again, or type it below.")).toBeVisible();
  await expect(toastText(page, /went wrong/)).toHaveCount(0);
  await dialog.getByLabel('Or type your name').fill('Miri');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your prayers will say Miri.')).toBeVisible();
  // A refetch still on its way as the page closes is let go.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a name heard in another spelling of the account’s own is offered both ways, and the person picks', async ({ page }) => {
  // The account says "Hannah"; the recognizer writes the same sound as "Hanna".
  await recognitionHears(page, 'my name is hanna');
  await readyOnPrayer(page);
  const dialog = await recordName(page);
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(dialog.getByTestId('voice-state')).toHaveText('We heard “Hanna”. Is it Hannah, as on your account?');
  await dialog.getByRole('button', { name: 'Use Hannah' }).click();
  await expect(toastText(page, 'Your prayers will say “Hannah”.')).toBeVisible();
});

test('a word the recognizer writes for a name is read as the name', async ({ page }) => {
  await recognitionHears(page, 'my name is marry');
  await readyOnPrayer(page);
  const dialog = await recordName(page);
  await dialog.getByRole('button', { name: 'Save for Prayers' }).click();
  await expect(toastText(page, 'Your prayers will say “Mary”.')).toBeVisible();
});
