import type { Locator } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

/**
 * The generated artwork on the scripture and meditation cards (issue 13 §4, decision 097): present, hidden from
 * assistive technology, drawn from the passage or meditation (two of them differ), in the theme's colours, still,
 * and axe passes on both screens in both themes.
 */

/** The picture's markup without its per-instance gradient ids. */
const drawing = (art: Locator) => art.evaluate((el) => el.innerHTML.replace(/art-(sky|glow|ray)-[A-Za-z0-9_-]+/g, 'art-$1'));

async function expectDecorative(art: Locator) {
  await expect(art).toBeVisible();
  await expect(art).toHaveAttribute('aria-hidden', 'true');
  await expect(art.locator('svg')).toHaveCount(1);
  expect((await art.textContent())!.trim()).toBe('');
  // Still: nothing animates or transitions inside it.
  const moving = await art.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((n) => {
      const s = getComputedStyle(n);
      return s.animationName !== 'none' || n.getAnimations().length > 0;
    }),
  );
  expect(moving).toBe(false);
  // A fixed band: its height follows its width, so nothing shifts when it appears.
  const box = (await art.boundingBox())!;
  expect(box.height).toBeGreaterThan(20);
  expect(box.width / box.height).toBeGreaterThanOrEqual(5.9);
}

/** The colour the sky starts with, as the browser computes it (it follows the theme). */
const skyColour = (art: Locator) =>
  art
    .locator('stop')
    .first()
    .evaluate((s) => getComputedStyle(s).stopColor);

for (const theme of ['light', 'dark'] as const) {
  test(`artwork on the scripture and meditation cards, ${theme}`, async ({ signedIn: { page, account } }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.request.put(`/api/preferences/${account.id}`, { data: { userId: account.id, theme } });

    // Scripture: the day's passage has its artwork above the text, and two passages have different artwork.
    await page.goto('/scripture');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const daily = page.getByRole('region', { name: 'Daily Scripture' });
    const dailyArt = daily.locator('[data-artwork]');
    await expectDecorative(dailyArt);
    const artBox = (await dailyArt.boundingBox())!;
    const verseBox = (await daily.locator('p.text-accent').first().boundingBox())!;
    expect(verseBox.y).toBeGreaterThanOrEqual(artBox.y + artBox.height); // a band above the text, not behind it
    const sky = await skyColour(dailyArt);
    expect(sky).not.toBe('rgba(0, 0, 0, 0)');
    await expect(daily.getByRole('button', { name: 'Mark as Read' })).toBeVisible();
    await expectAccessible(page, `/scripture, ${theme}`);

    await page.getByRole('tab', { name: 'All Scriptures' }).click();
    const passages = page.getByRole('region', { name: /\d+:\d+/ });
    await expect(passages.nth(1)).toBeVisible();
    const [first, second] = [passages.nth(0).locator('[data-artwork]'), passages.nth(1).locator('[data-artwork]')];
    await expectDecorative(first);
    await expectDecorative(second);
    expect(await drawing(first)).not.toBe(await drawing(second));
    await expectAccessible(page, `/scripture all passages, ${theme}`);

    // The same passage draws the same picture wherever it appears: the Dashboard's Daily Scripture.
    await page.goto('/scripture');
    const dailyVerse = (await page.getByRole('region', { name: 'Daily Scripture' }).locator('p.text-accent').first().textContent())!;
    const dailyDrawing = await drawing(page.getByRole('region', { name: 'Daily Scripture' }).locator('[data-artwork]'));
    await page.goto('/');
    const dashDaily = page.getByRole('region', { name: 'Daily Scripture' });
    await expect(dashDaily.getByText(dailyVerse, { exact: true })).toBeVisible();
    expect(await drawing(dashDaily.locator('[data-artwork]'))).toBe(dailyDrawing);

    // Meditation: today's meditation and every card in the list.
    await page.goto('/meditation');
    const today = page.getByRole('region', { name: "Today's Meditation" });
    await expectDecorative(today.locator('[data-artwork]'));
    await expect(today.getByRole('button', { name: 'Begin Meditation' })).toBeVisible();
    await expectAccessible(page, `/meditation, ${theme}`);

    await page.getByRole('tab', { name: 'All Meditations' }).click();
    const list = page.getByRole('list', { name: 'All meditations' });
    const cards = list.getByRole('button');
    await expect(cards.nth(1)).toBeVisible();
    // The art adds nothing to a card's name: it is still its title, passage and excerpt.
    const words = await cards.nth(0).evaluate((b) => [...b.querySelectorAll('span span')].map((s) => s.textContent!.trim()));
    expect(words).toHaveLength(3);
    await expect(cards.nth(0)).toHaveAccessibleName(words.join(' '));
    const [m1, m2] = [cards.nth(0).locator('[data-artwork]'), cards.nth(1).locator('[data-artwork]')];
    await expect(m1).toHaveAttribute('aria-hidden', 'true');
    await expect(m2).toBeVisible();
    expect(await drawing(m1)).not.toBe(await drawing(m2));
    await expectAccessible(page, `/meditation all meditations, ${theme}`);
  });
}

test('the artwork follows the theme: the same passage is drawn in light colours and in dark ones', async ({
  signedIn: { page, account },
}) => {
  const skies: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.request.put(`/api/preferences/${account.id}`, { data: { userId: account.id, theme } });
    await page.goto('/scripture');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    skies.push(await skyColour(page.getByRole('region', { name: 'Daily Scripture' }).locator('[data-artwork]')));
  }
  expect(skies[0]).not.toBe(skies[1]);
});
