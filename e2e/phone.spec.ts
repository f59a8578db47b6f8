import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The phone-first pass (decision 093) on a 390 × 844 touch screen: the bottom tab bar, 44 px targets, no
 * sideways scrolling, skeletons while lists load and illustrated empty states when they hold nothing.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const MAIN = [
  { path: '/', ready: /Good (morning|afternoon|evening)/ },
  { path: '/scripture', ready: 'Scripture' },
  { path: '/journal', ready: 'Journal' },
  { path: '/journal?new=true', ready: 'Journal' },
  { path: '/prayer', ready: 'Personal Prayer Assistant' },
  { path: '/meditation', ready: 'Meditation' },
  { path: '/mood', ready: 'Mood Tracker' },
  { path: '/gratitude', ready: 'Gratitude Journal' },
  { path: '/community', ready: 'Community Sharing' },
  { path: '/growth', ready: 'Spiritual Growth' },
];

async function openScreen(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first()).toBeVisible();
  // Lists and cards that load after the heading: wait until no skeleton is left.
  await expect(page.locator('[role="status"] .animate-pulse, [data-testid="list-skeleton"]')).toHaveCount(0);
}

/**
 * Every visible tap target on the page that is smaller than 44 × 44 px, measured by Playwright's boundingBox.
 * Not counted, as WCAG 2.5.8 counts them neither: a link inside a sentence, a checkbox or switch (its label row
 * is the target), and what is visually hidden (the skip link until focused, Radix's native select).
 */
async function smallTargets(page: Page) {
  // Measured in the page in one step: a round trip per control made this test the slowest on a loaded machine.
  const { count, small } = await page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="tab"], [role="menuitem"], input:not([type="hidden"]), select, textarea, [role="combobox"]',
    );
    let count = 0;
    const small: string[] = [];
    for (const el of targets) {
      const role = el.getAttribute('role');
      if (role === 'switch' || role === 'checkbox' || role === 'radio') continue;
      if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'range'].includes(el.type)) continue;
      if (el.closest('[aria-hidden="true"]') || el.closest('p')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      count++;
      // A fraction of a pixel under 44 is layout rounding.
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.innerText.trim().slice(0, 40);
        small.push(`${Math.round(box.width)}×${Math.round(box.height)} ${name}`);
      }
    }
    return { count, small };
  });
  expect(count).toBeGreaterThan(0);
  return small;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a bottom tab bar replaces the top strip, navigates by tap, and marks where you are', async ({ signedIn: { page } }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar).toHaveCount(1); // the top strip is gone at this width, not just covered
    await expect(bar).toHaveAttribute('id', 'bottom-tabs');
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844); // on the bottom edge of the screen
    await expect(bar.getByRole('listitem')).toHaveText(['Dashboard', 'Scripture', 'Journal', 'Prayer', 'More']);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    for (const [name, path, heading] of [
      ['Scripture', '/scripture', 'Scripture'],
      ['Journal', '/journal', 'Journal'],
      ['Prayer', '/prayer', 'Personal Prayer Assistant'],
      ['Dashboard', '/', /Good (morning|afternoon|evening)/],
    ] as const) {
      await bar.getByRole('link', { name, exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: heading })).toBeVisible();
      await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    }

    // The rest is under More: a sheet of the other tabs; the page chosen there marks More.
    const more = bar.getByRole('button', { name: 'More' });
    await expect(more).not.toHaveAttribute('aria-current', /.*/);
    await more.tap();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link')).toHaveText([
      'Reading Plans',
      'Meditation',
      'Prayer List',
      'Mood Tracker',
      'Gratitude',
      'Community',
      'Growth',
      'Settings',
      'Get help now',
    ]);
    await sheet.getByRole('link', { name: 'Mood Tracker' }).tap();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/mood$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-current', 'true');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);
    await more.tap();
    await expect(sheet.getByRole('link', { name: 'Mood Tracker' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();

    // The page's end is never hidden under the bar: the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const barNow = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barNow.y + 1);

    // Turned to a wide screen with the sheet open: the sheet closes and the top strip is there.
    await more.tap();
    await expect(sheet).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Growth' })).toBeVisible();
  });

  test('the bar keeps clear of the home indicator (safe-area inset)', async ({ signedIn: { page } }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 0, bottom: 34, left: 0, right: 0 } } as never);
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe('34px');
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(844);
    for (const name of ['Dashboard', 'Scripture', 'Journal', 'Prayer']) {
      const tab = (await bar.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(tab.y + tab.height, name).toBeLessThanOrEqual(844 - 34);
    }
    // What the page scrolls a focused control to stays above the taller bar as well.
    const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    expect(parseFloat(padding)).toBeGreaterThanOrEqual(64 + 34);
  });

  test('every tap target on the main screens is at least 44 × 44 px', async ({ signedIn: { page, account } }) => {
    // Something in every list, so its row buttons (edit, delete, open) are measured too.
    await page.request.post('/api/journal', { data: { userId: account.id, title: 'Morning', content: 'Grateful for rest.' } });
    await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'A quiet walk' } });
    await page.request.post('/api/moods', { data: { userId: account.id, mood: 'peaceful' } });
    await page.request.post('/api/community', { data: { userId: account.id, content: 'Be still and know.', type: 'reflection' } });
    const report: string[] = [];
    for (const { path, ready } of MAIN) {
      await openScreen(page, path, ready);
      report.push(...(await smallTargets(page)).map((t) => `${path}: ${t}`));
    }
    await page.goto('/mood');
    await page.getByRole('tab', { name: 'History' }).tap();
    await expect(page.getByRole('list', { name: 'Mood history' })).toBeVisible();
    report.push(...(await smallTargets(page)).map((t) => `/mood history: ${t}`));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
    await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
    report.push(...(await smallTargets(page)).map((t) => `the More sheet: ${t}`));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Account menu/ }).tap();
    await expect(page.getByRole('menu')).toBeVisible();
    report.push(...(await smallTargets(page)).map((t) => `the user menu: ${t}`));
    expect(report).toEqual([]);
  });

  test('no main screen scrolls sideways', async ({ signedIn: { page, account } }) => {
    await page.request.post('/api/journal', {
      data: { userId: account.id, title: 'A long one', content: 'Thanks '.repeat(80) + 'https://example.org/'.repeat(5) },
    });
    for (const { path, ready } of MAIN) {
      await openScreen(page, path, ready);
      await expectNoSidewaysScroll(page, path);
    }
    // The mood chart as a table: five kinds of mood side by side still fit (or scroll inside the table).
    await page.request.post('/api/moods', { data: { userId: account.id, mood: 'peaceful' } });
    await page.goto('/mood');
    await page.getByRole('tab', { name: 'History' }).tap();
    await page.getByRole('button', { name: 'Show as table' }).tap();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the mood table');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
    await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the More sheet');
  });

  test('lists show skeletons while they load and a small illustration with the next step when empty', async ({ signedIn: { page } }) => {
    // Each list's first page is held back until the skeleton has been seen.
    let waiting: (() => void)[] = [];
    let held = true;
    // The feed is everyone's (other tests post to it): its answer is made empty here.
    let answerEmpty = false;
    const hold = async (route: Route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      if (answerEmpty) await route.fulfill({ json: [] });
      else await route.continue();
    };
    const release = () => {
      held = false;
      waiting.forEach((go) => go());
      waiting = [];
    };
    for (const { path, list, loading, empty, open } of [
      {
        path: '/journal',
        list: /\/api\/journal\?userId=/,
        loading: 'Loading your journal entries',
        empty: 'No journal entries yet',
        open: undefined,
      },
      {
        path: '/gratitude',
        list: /\/api\/gratitudes\?userId=/,
        loading: 'Loading your gratitudes',
        empty: 'Nothing here yet.',
        open: undefined,
      },
      { path: '/mood', list: /\/api\/moods\?userId=/, loading: 'Loading your moods', empty: 'No moods recorded yet.', open: 'History' },
      {
        path: '/community',
        list: /\/api\/community(\?|$)/,
        loading: 'Loading community posts...',
        empty: 'No community posts yet.',
        open: undefined,
      },
    ]) {
      held = true;
      answerEmpty = path === '/community';
      await page.route(list, hold);
      await page.goto(path);
      if (open) await page.getByRole('tab', { name: open }).tap();
      const skeleton = page.getByTestId('list-skeleton');
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute('role', 'status');
      await expect(skeleton).toContainText(loading);
      await expect(page.locator('main .animate-spin')).toHaveCount(0); // no spinner
      release();
      await expect(skeleton).toBeHidden();
      const emptyState = page.getByTestId('empty-state').filter({ hasText: empty });
      await expect(emptyState).toBeVisible();
      await expect(emptyState.locator('svg').first()).toBeVisible(); // the illustration, drawn inline
      await expect(emptyState.locator('img')).toHaveCount(0);
      await page.unroute(list, hold);
    }
    // The empty journal and feed offer the next step.
    await page.goto('/journal');
    await page.getByTestId('empty-state').getByRole('button', { name: 'Write your first entry' }).tap();
    await expect(page).toHaveURL(/new=true/);
    await page.route(/\/api\/community(\?|$)/, (route) => route.fulfill({ json: [] }));
    await page.goto('/community');
    await page.getByTestId('empty-state').getByRole('button', { name: 'Be the first to share' }).tap();
    await expect(page.getByRole('tab', { name: 'Share Something' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the top strip stays and the bottom bar is gone', async ({ signedIn: { page } }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(page.locator('#bottom-tabs')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Growth' })).toBeAttached();
    await nav.getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });
});
