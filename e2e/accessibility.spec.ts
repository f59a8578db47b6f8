import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2 AA by axe on every screen and the dialogs people open, signed out and signed in, at phone and desktop
 * widths: the test fails on any serious or critical violation. A new screen goes into these lists.
 */
const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
];

const SIGNED_OUT = [
  { path: '/', ready: 'Lamplight' },
  { path: '/help', ready: 'Get help now' },
  { path: '/shared/John.3.16', ready: 'John 3:16' },
];

const SIGNED_IN = [
  { path: '/', ready: /Good (morning|afternoon|evening)/ },
  { path: '/journal', ready: 'Journal' },
  { path: '/journal?new=true', ready: 'Journal' },
  { path: '/scripture', ready: 'Scripture' },
  { path: '/meditation', ready: 'Meditation' },
  { path: '/mood', ready: 'Mood Tracker' },
  { path: '/gratitude', ready: 'Gratitude Journal' },
  { path: '/community', ready: 'Community Sharing' },
  { path: '/growth', ready: 'Spiritual Growth' },
  { path: '/settings', ready: 'Settings' },
  { path: '/plans', ready: 'Reading Plans' },
  { path: '/plans/psalms-30', ready: 'Psalms' },
  { path: '/prayer-list', ready: 'Prayer List' },
  { path: '/privacy', ready: 'Your Data & Privacy' },
  { path: '/help', ready: 'Get help now' },
  { path: '/no-such-page', ready: 'Page Not Found' },
];

for (const size of WIDTHS) {
  test.describe(`${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out: every screen and dialog', async ({ page }) => {
      for (const { path, ready } of SIGNED_OUT) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
        await expectAccessible(page, `${path} signed out`);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the forgot-password dialog');
      await page.goto('/reset-password?token=abc');
      await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
      await expectAccessible(page, 'the reset-password page');
    });

    for (const { path, ready } of SIGNED_IN) {
      test(`signed in: ${path}`, async ({ signedIn: { page } }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
        await expectAccessible(page, path);
      });
    }

    test('signed in: the user menu and the dialogs', async ({ signedIn: { page, account } }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, 'the user menu');
      await page.keyboard.press('Escape');

      await page.request.post('/api/journal', { data: { userId: account.id, title: 'Morning', content: 'Grateful.' } });
      await page.goto('/journal');
      await page.getByRole('button', { name: 'Delete "Morning"' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page, 'the delete confirmation');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /Open|Read/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'a journal entry opened');
      await page.keyboard.press('Escape');

      await page.goto('/mood');
      await page.getByRole('tab', { name: 'History' }).click();
      await expectAccessible(page, 'the mood history');
    });
  });
}

test.describe('dark theme', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const { path, ready } of SIGNED_IN) {
    test(`signed in, dark: ${path}`, async ({ signedIn: { page, account } }) => {
      await page.request.put(`/api/preferences/${account.id}`, { data: { userId: account.id, theme: 'dark' } });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
      await expectAccessible(page, `${path} in dark`);
    });
  }

  test('signed out, the device in dark mode: every screen', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    for (const { path, ready } of SIGNED_OUT) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
      await expectAccessible(page, `${path} signed out in dark`);
    }
    await context.close();
  });
});

test.describe('phone (390 × 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.setTimeout(240_000); // nine screens and three more views, axe on each
  const MAIN = ['/', '/scripture', '/journal', '/prayer', '/meditation', '/mood', '/gratitude', '/community', '/growth'];

  for (const theme of ['light', 'dark'] as const) {
    test(`the main screens, the bottom bar and its More sheet, ${theme}`, async ({ signedIn: { page, account } }) => {
      await page.request.put(`/api/preferences/${account.id}`, { data: { userId: account.id, theme } });
      await page.request.post('/api/journal', { data: { userId: account.id, title: 'Morning', content: 'Grateful.' } });
      for (const path of MAIN) {
        const { ready } = SIGNED_IN.find((s) => s.path === path) ?? { ready: 'Personal Prayer Assistant' };
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
        await expect(page.locator('#bottom-tabs')).toBeVisible();
        await expectAccessible(page, `${path} on a phone, ${theme}`);
      }
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
      await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
      await expectAccessible(page, `the More sheet, ${theme}`);
      await page.keyboard.press('Escape');
      await page.goto('/mood');
      await page.getByRole('tab', { name: 'History' }).tap();
      await page.getByRole('button', { name: 'Show as table' }).tap();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `the mood history as a table, ${theme}`);
    });
  }
});

test('zoom is never locked', async ({ page }) => {
  await page.goto('/');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);
});

test('keyboard focus is always visible and never hidden under the sticky header', async ({ signedIn: { page, account } }) => {
  for (let i = 0; i < 12; i++) {
    await page.request.post('/api/gratitudes', { data: { userId: account.id, text: `Gratitude number ${i}` } });
  }
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/gratitude');
  await expect(page.getByRole('list', { name: 'Gratitudes' }).getByText('Gratitude number 0')).toBeVisible();
  // Tab far down the page, then back up with Shift+Tab: each focused control is outlined and clear of the header.
  const check = async () => {
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // What a sighted person sees at the centre of the focused control: the control itself, not the header.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        what: `${el.textContent} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} hit ${hit?.outerHTML.slice(0, 60)}`,
        outlined: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
        onTop: !!hit && (el === hit || el.contains(hit) || hit.contains(el)),
      };
    });
    if (!seen) return;
    expect(seen.outlined, `focus is visible on ${seen.what}`).toBe(true);
    expect(seen.onTop, `focus not hidden under anything: ${seen.what}`).toBe(true);
  };
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    await check();
  }
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Shift+Tab');
    await check();
  }
});

test('with reduced motion asked for, nothing animates', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/help');
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll('*')].map((el) => getComputedStyle(el).animationDuration + getComputedStyle(el).transitionDuration),
  );
  expect(durations.filter((d) => /[1-9]\d*(\.\d+)?m?s/.test(d.replace(/0\.01ms|1e-05s|0s/g, '')))).toEqual([]);
  await context.close();
});
