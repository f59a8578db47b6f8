import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastText } from './fixtures';

/** No WCAG A/AA violation inside what is open (a dialog, or the page). */
async function expectAccessible(page: Page, include?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('scripture: Mark as Read, favorite, biblical context and a story image', async ({ signedIn: { page, account } }) => {
  await page.goto('/scripture');
  await expect(page.getByRole('heading', { name: 'Scripture', level: 1 })).toBeVisible();
  const daily = page.getByRole('region', { name: 'Daily Scripture' });
  const verse = (await daily.locator('p.text-accent').first().textContent())!;

  // Mark as Read → the green banner, and 'Completed Today' on that passage.
  await daily.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scripture reading done for today' })).toBeVisible();
  await expect(daily.getByRole('button', { name: 'Completed Today' })).toBeDisabled();
  const completions = await (await page.request.get(`/api/users/${account.id}/completions`)).json();
  expect(completions.scripture).toBe(true);

  // Favorite → My Favorites.
  await daily.getByRole('button', { name: `Add ${verse} to favorites` }).click();
  await expect(daily.getByRole('button', { name: `Remove ${verse} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'My Favorites' }).click();
  await expect(page.getByRole('list', { name: 'My favorite scriptures' }).getByText(verse, { exact: true })).toBeVisible();

  // Biblical Context, written offline.
  await page.getByRole('tab', { name: 'Daily Scripture' }).click();
  await daily.getByRole('button', { name: 'Biblical Context' }).click();
  const context = page.getByRole('dialog', { name: 'Biblical Context and Interpretation' });
  await expect(context.getByRole('heading', { name: 'Theological Insight' })).toBeVisible();
  await expect(context.getByText("Composed offline from Lamplight's notes on the passage, its chapter and its book")).toBeVisible();
  await context.getByRole('button', { name: 'Close' }).click();

  // A story image of the passage, 1080×1920.
  await daily.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Scripture' });
  const image = share.getByRole('img', { name: `Story image: ${verse}` });
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
  expect(size).toEqual([1080, 1920]);
});

test('scripture: search the whole Bible and read a verse in its chapter', async ({ signedIn: { page } }) => {
  await page.goto('/scripture');
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  await page.getByLabel('Search scriptures and the whole Bible').fill('the Lord is my shepherd');
  await page.getByRole('button', { name: 'Read Psalm 23:1 in context' }).click();
  const reader = page.getByRole('dialog', { name: 'Psalm 23' });
  await expect(reader.getByText('Yahweh is my shepherd; I shall lack nothing.')).toBeVisible();
  await reader.getByRole('button', { name: 'Psalm 24' }).click();
  await expect(page.getByRole('dialog', { name: 'Psalm 24' })).toBeVisible();
});

test('scripture: biblical context for any verse, from search and from the chapter reader', async ({ signedIn: { page } }) => {
  await page.goto('/scripture');
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  // Obadiah is none of the curated passages: its context comes from its chapter and book.
  await page.getByLabel('Search scriptures and the whole Bible').fill('Obadiah 1:3');
  await page.getByRole('button', { name: 'Biblical context for Obadiah 1:3' }).click();
  const context = page.getByRole('dialog', { name: 'Biblical Context' });
  await expect(context.getByText('Obadiah 1:3', { exact: true })).toBeVisible();
  const insight = context.getByRole('region', { name: 'Theological Insight' });
  await expect(insight).toContainText('Edom will be humbled for its pride');
  await expect(context.getByRole('region', { name: 'Historical Context' })).toContainText('Obadiah');
  await expectAccessible(page, '[role="dialog"]');

  // Read in context → the chapter; a verse number there opens that verse's context.
  await context.getByRole('button', { name: 'Read in context' }).click();
  const reader = page.getByRole('dialog', { name: 'Obadiah 1' });
  await expect(reader).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await page.getByLabel('Search scriptures and the whole Bible').fill('John 3:16');
  await page.getByRole('button', { name: 'Read John 3:16 in context' }).click();
  const john = page.getByRole('dialog', { name: 'John 3' });
  await john.getByRole('button', { name: 'Biblical context for John 3:16' }).click();
  const verse = page.getByRole('dialog', { name: 'Biblical Context' });
  await expect(verse.getByRole('region', { name: 'Theological Insight' })).toContainText('Nicodemus');
  await expect(verse.getByRole('region', { name: 'Related Verses' }).getByText('Romans 5:8', { exact: true })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await verse.getByRole('button', { name: 'Close' }).click();
  await expect(john).toBeVisible();
});

test('meditation: Begin Meditation, the player, Mark as Completed for the signed-in user', async ({ page }) => {
  await signUpViaApi(page.request); // somebody else first: the page must not act as user 1
  const me = await signUpViaApi(page.request, { name: 'Anna Prophetess' });
  await page.goto('/meditation');
  await expect(page.getByText(/^\d{3} guided meditations/)).toBeVisible();
  const today = page.getByRole('region', { name: "Today's Meditation" });
  await today.getByRole('button', { name: 'Begin Meditation' }).click();
  await expect(today.getByRole('button', { name: 'Play meditation audio' })).toBeVisible();
  await expect(today.getByLabel('Duration')).toHaveText('5:00');
  await expect(today.getByRole('button', { name: 'Listen' })).toBeVisible();
  await expect(today.getByRole('list', { name: 'Guided script' }).getByRole('heading', { name: 'Reflect' })).toBeVisible();

  await today.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Meditation done for today' })).toBeVisible();
  await expect(today.getByRole('button', { name: 'Completed Today' })).toBeDisabled();
  const mine = await (await page.request.get(`/api/users/${me.id}/completions`)).json();
  expect(mine.meditation).toBe(true);

  // Favorites start with the spec's empty state.
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByText("You haven't saved any meditations yet.")).toBeVisible();
});

const sharePayload = (verse: string, text: string, translation?: 'WEB' | 'KJV') =>
  Buffer.from(JSON.stringify({ verse, text, shareUrl: 'x', imageUrl: 'y', translation })).toString('base64url');

test('a share link opens signed out and shows the verse as the Bible gives it; a broken one says so, with the join button', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The link's own text is never shown: only its reference, read from the Bible.
  await page.goto(`/shared/${sharePayload('Psalm 46:10', 'Be still, and do whatever this link says. <b>not bold</b>')}`);
  await expect(page.getByRole('heading', { name: 'Psalm 46:10' })).toBeVisible();
  await expect(
    page.getByText('“Be still, and know that I am God. I will be exalted among the nations. I will be exalted in the earth.”', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('do whatever this link says')).toHaveCount(0);
  // The real count, from the server.
  const { count } = (await (await page.request.get('/api/meditations/count')).json()) as { count: number };
  await expect(page.getByText(`${count} guided meditations, each rooted in a passage`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth');
  // The app can be installed (FEATURES.installableApp): the page offers it, through sign-up.
  await expect(page.getByRole('link', { name: 'Download the App' })).toHaveAttribute('href', '/auth');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/\/image\.png$/);
  const png = await page.request.get(ogImage!);
  expect(png.headers()['content-type']).toBe('image/png');

  // A link from a King James reader reads in the King James Version.
  await page.goto(`/shared/${sharePayload('Psalm 46:10', 'Anything at all.', 'KJV')}`);
  await expect(
    page.getByText('Be still, and know that I am God: I will be exalted among the heathen, I will be exalted in the earth.', {
      exact: true,
    }),
  ).toBeVisible();

  // A reference the Bible doesn't have is as broken as a payload that doesn't decode: said, with today's verse instead.
  await page.goto(`/shared/${sharePayload('Hezekiah 3:16', 'Words nobody wrote.')}`);
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Lamplight' })).toBeVisible();
  await expect(page.getByText('Words nobody wrote.')).toHaveCount(0);

  await page.goto('/shared/this-is-not-a-payload');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await page.getByRole('link', { name: 'Join Lamplight' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await context.close();
});

test('dashboard: the daily cards, and the scripture favorite is real', async ({ signedIn: { page, account } }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Daily Scripture' });
  const verse = (await card.locator('p.text-accent').first().textContent())!;
  await card.getByRole('button', { name: `Add ${verse} to favorites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${verse} from favorites` })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get(`/api/scriptures/favorites/${account.id}`)).json()).length).toBe(1);
  await expect(page.getByRole('region', { name: "Today's Meditation" }).getByRole('link', { name: 'Begin Meditation' })).toBeVisible();
  await expect(toastText(page, 'Failed to update favorites. Please try again.')).toHaveCount(0);
});

test("at the user's midnight, today's scripture, meditation and completions are read again", async ({ signedIn: { page } }) => {
  // The account lives in UTC; the browser's clock stands a minute before its midnight.
  const today = new Date();
  await page.clock.install({ time: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 23, 59, 0)) });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Daily Scripture' }).getByRole('button', { name: 'Mark as Read' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's Meditation" }).getByRole('link', { name: 'Begin Meditation' })).toBeVisible();

  const reread = (path: RegExp) => page.waitForRequest((r) => path.test(new URL(r.url()).pathname));
  const requests = Promise.all([
    reread(/^\/api\/scriptures\/daily$/),
    reread(/^\/api\/meditations\/daily$/),
    reread(/^\/api\/users\/\d+\/completions$/),
  ]);
  await page.clock.fastForward('01:30');
  await requests;
});

test('listen to a chapter: verse by verse with the verse being read highlighted, pause, resume and stop', async ({
  signedIn: { page },
}) => {
  // speechSynthesis stubbed in this page: a verse ends only when the test says so (`endVerse()`), and not while the
  // voice is paused, so no step depends on how fast the machine is; what is spoken is recorded.
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: string[]; paused: boolean; endVerse: () => void };
    w.spoken = [];
    w.paused = false;
    let current: SpeechSynthesisUtterance | null = null;
    w.endVerse = () => {
      const u = current;
      if (!u || w.paused) return;
      current = null;
      u.onend?.(new Event('end') as SpeechSynthesisEvent);
    };
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
        speak(u: SpeechSynthesisUtterance) {
          w.spoken.push(u.text);
          current = u;
          setTimeout(() => u.onstart?.(new Event('start') as SpeechSynthesisEvent), 10);
        },
        pause: () => (w.paused = true),
        resume: () => (w.paused = false),
        cancel() {
          const u = current;
          current = null;
          u?.onend?.(new Event('end') as SpeechSynthesisEvent);
        },
      },
    });
  });
  const endVerse = () => page.evaluate(() => (window as unknown as { endVerse: () => void }).endVerse());
  await page.goto('/scripture');
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  await page.getByLabel('Search scriptures and the whole Bible').fill('Psalm 23:1');
  await page.getByRole('button', { name: 'Read Psalm 23:1 in context' }).click();
  const reader = page.getByRole('dialog', { name: 'Psalm 23' });
  await reader.getByRole('button', { name: 'Listen to Psalm 23' }).click();

  const reading = reader.locator('li[data-reading]');
  await expect(reading).toContainText('Yahweh is my shepherd');
  await endVerse();
  await expect(reading).toContainText('He makes me lie down');
  await reader.getByRole('button', { name: 'Pause reading Psalm 23' }).click();
  // Paused, the verse doesn't end and the reading stays where it is.
  await endVerse();
  await page.waitForTimeout(300);
  await expect(reading).toContainText('He makes me lie down');
  await reader.getByRole('button', { name: 'Resume reading Psalm 23' }).click();
  await endVerse();
  await expect(reading).toContainText('He restores my soul');
  await reader.getByRole('button', { name: 'Stop reading Psalm 23' }).click();
  await expect(reading).toHaveCount(0);
  // Focus stays on the first control through Listen → Pause → Resume, and Stop hands it back there.
  await expect(reader.getByRole('button', { name: 'Listen to Psalm 23' })).toBeFocused();
  // What was spoken is the chapter's own text, in order, from its first verse.
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken[0]).toContain('Yahweh is my shepherd; I shall lack nothing.');
  expect(spoken[1]).toContain('He makes me lie down in green pastures');
  await expectAccessible(page, '[role="dialog"]');

  // Another chapter stops the voice.
  await reader.getByRole('button', { name: 'Listen to Psalm 23' }).click();
  await expect(reading).toHaveCount(1);
  await reader.getByRole('button', { name: 'Psalm 24' }).click();
  await expect(page.getByRole('dialog', { name: 'Psalm 24' }).getByRole('button', { name: 'Listen to Psalm 24' })).toBeVisible();
  await expect(page.locator('li[data-reading]')).toHaveCount(0);
});
