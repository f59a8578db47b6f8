import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

// What people really type: a link pasted whole, a title without spaces, a reflection of thousands of letters.
const LONG_URL = `https://example.org/${'a'.repeat(280)}?ref=${'b'.repeat(60)}`;
const LONG_WORD = (n: number, ch = 'w') => ch.repeat(n);

/** No screen may scroll sideways: the page is exactly as wide as the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

test.describe('at phone widths, with long text everywhere a person writes', () => {
  test.setTimeout(180_000);

  test('no screen scrolls sideways at 320 or 390 px, signed in or out', async ({ page, browser }) => {
    // A name without a space, as long as the account allows.
    const account = await signUpViaApi(page.request, { name: `Theophilus${LONG_WORD(90, 'e')}` });
    const post = (path: string, data: object) => page.request.post(path, { data: { userId: account.id, ...data } });
    const entry = await (
      await post('/api/journal', {
        title: LONG_WORD(200, 'T'),
        content: `See ${LONG_URL} and ${LONG_WORD(3000)}`,
        scripture: LONG_WORD(200, 'S'),
        mood: 'peaceful',
      })
    ).json();
    await post('/api/gratitudes', { text: LONG_WORD(2000, 'g') });
    await post('/api/moods', { mood: 'grateful', reflection: LONG_WORD(5000, 'r') });
    const request = await (
      await post('/api/prayer-list', { title: LONG_WORD(120, 'q'), notes: LONG_WORD(2000, 'n'), scripture: 'Psalm 119:1-8' })
    ).json();
    // The Prayer Assistant (premium, on the trial) writes from all of it: the long name, title and request in a prayer.
    expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
    await page.request.put(`/api/prayer-list/${request.id}/include`, { data: { include: true } });
    await page.request.put('/api/prayer-assistant/name', { data: { name: LONG_WORD(40, 'm') } });
    expect((await post('/api/prayer-assistant', {})).status()).toBe(200);
    // A reading plan under way, for its own page.
    const [plan] = await (await page.request.get('/api/plans')).json();
    await page.request.post(`/api/plans/${plan.id}/start`, { data: {} });
    const created = await (
      await post('/api/community', { content: `Look at this ${LONG_URL}`, type: 'scripture', scripture: LONG_WORD(100, 'p') })
    ).json();
    await page.request.post(`/api/community/${created.id}/comments`, { data: { content: `And ${LONG_URL}` } });

    const screens: { path: string; ready: (p: Page) => Locator; then?: (p: Page) => Promise<void> }[] = [
      { path: '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/journal', ready: (p) => p.getByRole('list', { name: 'Journal entries' }) },
      { path: '/journal?new=true', ready: (p) => p.getByLabel('Title') },
      { path: `/journal?edit=${entry.id}`, ready: (p) => p.getByRole('button', { name: 'Update Entry' }) },
      { path: '/scripture', ready: (p) => p.getByRole('region', { name: 'Daily Scripture' }) },
      { path: '/meditation', ready: (p) => p.getByRole('region', { name: "Today's Meditation" }) },
      { path: '/mood', ready: (p) => p.getByRole('button', { name: 'Save Mood' }) },
      {
        path: '/mood',
        ready: (p) => p.getByRole('button', { name: 'Save Mood' }),
        then: async (p) => {
          await p.getByRole('tab', { name: 'History' }).click();
          await expect(p.getByRole('list', { name: 'Mood history' })).toBeVisible();
        },
      },
      { path: '/gratitude', ready: (p) => p.getByRole('list', { name: 'Gratitudes' }) },
      { path: '/community', ready: (p) => p.getByRole('list', { name: 'Community posts' }) },
      {
        path: '/community',
        ready: (p) => p.getByRole('list', { name: 'Community posts' }),
        then: async (p) => {
          await p
            .getByRole('button', { name: /1 comment, open the discussion/ })
            .first()
            .click();
          await expect(p.getByRole('list', { name: 'Comments' })).toBeVisible();
        },
      },
      { path: '/prayer-list', ready: (p) => p.getByRole('list', { name: 'Prayer requests' }) },
      {
        path: '/prayer',
        ready: (p) => p.getByRole('button', { name: /^Open the prayer of/ }),
        then: async (p) => {
          await p.getByRole('button', { name: /^Open the prayer of/ }).click();
          await expect(p.getByRole('tablist', { name: 'Your prayer' })).toBeVisible();
        },
      },
      { path: '/plans', ready: (p) => p.getByRole('list', { name: 'My plans' }) },
      { path: `/plans/${plan.id}`, ready: (p) => p.getByRole('heading', { level: 1, name: plan.title }) },
      { path: '/growth', ready: (p) => p.getByRole('heading', { name: 'Community Ranking' }) },
      { path: '/settings', ready: (p) => p.getByLabel('Name', { exact: true }) },
      { path: '/subscription', ready: (p) => p.getByRole('heading', { level: 1, name: 'Premium' }) },
      { path: '/subscription-status', ready: (p) => p.getByRole('heading', { level: 1, name: 'Account Status' }) },
      { path: '/privacy', ready: (p) => p.getByRole('heading', { name: 'Your Data & Privacy' }) },
      { path: '/help', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/no/such/page', ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }) },
    ];
    const visitor = await (await browser.newContext()).newPage();
    const signedOut: typeof screens = [
      { path: '/auth', ready: (p) => p.getByRole('button', { name: 'Sign In' }) },
      { path: '/help', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/unsubscribe?token=x', ready: (p) => p.getByRole('heading', { name: "This link didn't work" }) },
      { path: '/reset-password?token=x', ready: (p) => p.getByRole('button', { name: 'Reset Password' }) },
      { path: '/shared/John.3.16', ready: (p) => p.getByRole('heading', { name: 'John 3:16' }) },
      { path: '/shared/not-valid-base64!!', ready: (p) => p.getByRole('heading', { name: 'This link is incomplete' }) },
    ];

    for (const width of [320, 390]) {
      for (const [p, list] of [
        [page, screens],
        [visitor, signedOut],
      ] as const) {
        await p.setViewportSize({ width, height: 800 });
        for (const screen of list) {
          await p.goto(screen.path);
          await expect(screen.ready(p)).toBeVisible();
          await screen.then?.(p);
          await expectNoSidewaysScroll(p, `${screen.path} at ${width} px`);
        }
      }
    }
    await visitor.context().close();
  });

  test('links in posts and comments open safely, and what people write is never read as markup', async ({
    signedIn: { page, account },
  }) => {
    const created = await (
      await page.request.post('/api/community', {
        data: { userId: account.id, content: 'Read <b>this</b> at https://example.org/psalms?c=23. Amen', type: 'reflection' },
      })
    ).json();
    await page.request.post(`/api/community/${created.id}/comments`, { data: { content: 'Also (see http://example.com/a_(b)).' } });
    await page.goto('/community');
    const post = page.getByRole('article').filter({ hasText: 'Read <b>this</b>' });
    const link = post.getByRole('link', { name: 'https://example.org/psalms?c=23' });
    await expect(link).toHaveAttribute('href', 'https://example.org/psalms?c=23');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(post.locator('b')).toHaveCount(0);
    await post.getByRole('button', { name: 'Show comments' }).click();
    await expect(post.getByRole('link', { name: 'http://example.com/a_(b)' })).toHaveAttribute('href', 'http://example.com/a_(b)');
  });
});

test.describe('the tab strips on a phone', () => {
  test('sub-tabs fit one row at 320 px, and the main strip (from 640 px) shows there is more to swipe to', async ({
    signedIn: { page },
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const [path, tabs] of [
      ['/scripture', ['Daily Scripture', 'All Scriptures', 'My Favorites']],
      ['/meditation', ["Today's Meditation", 'All Meditations', 'Favorites']],
      ['/community', ['Community Feed', 'Share Something']],
    ] as const) {
      await page.goto(path);
      const boxes = [];
      for (const name of tabs) {
        const tab = page.getByRole('tab', { name });
        await expect(tab).toBeInViewport({ ratio: 1 });
        boxes.push((await tab.boundingBox())!);
      }
      // One row: every tab starts at the same height, inside the screen.
      expect(new Set(boxes.map((b) => Math.round(b.y))).size, path).toBe(1);
      expect(Math.max(...boxes.map((b) => b.x + b.width)), path).toBeLessThanOrEqual(320);
    }
    // Below 640 px the bottom bar takes over (phone.spec.ts); the top strip still scrolls sideways on a small tablet.
    await page.setViewportSize({ width: 700, height: 700 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByTestId('more-tabs-after')).toBeVisible();
    await expect(nav.getByTestId('more-tabs-before')).toHaveCount(0);
    await nav.getByRole('list').evaluate((ul) => (ul.scrollLeft = ul.scrollWidth));
    await expect(nav.getByTestId('more-tabs-before')).toBeVisible();
    await expect(nav.getByTestId('more-tabs-after')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Growth' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the tour on a phone', () => {
  test.use({ showTour: true, viewport: { width: 320, height: 640 } });

  test("the last step's buttons have room to breathe", async ({ signedIn: { page } }) => {
    await page.goto('/');
    const tour = page.getByRole('dialog');
    await expect(tour).toBeVisible();
    const start = tour.getByRole('button', { name: 'Start Your Journey' });
    while (!(await start.isVisible())) await tour.getByRole('button', { name: 'Next' }).click();
    const dialog = (await tour.boundingBox())!;
    for (const name of ['Start Your Journey', 'Back', 'Skip Tour']) {
      const button = (await tour.getByRole('button', { name }).boundingBox())!;
      expect(button.x - dialog.x, name).toBeGreaterThanOrEqual(16);
      expect(dialog.x + dialog.width - (button.x + button.width), name).toBeGreaterThanOrEqual(16);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the Dashboard uses the width, the sign-in screen sits in the middle, and small links are real targets', async ({
    page,
    browser,
  }) => {
    await signUpViaApi(page.request);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Daily Scripture' }).getByRole('button', { name: 'Mark as Read' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Meditation" }).getByRole('link', { name: 'Begin Meditation' })).toBeVisible();
    const scripture = (await page.getByRole('region', { name: 'Daily Scripture' }).boundingBox())!;
    const meditation = (await page.getByRole('region', { name: "Today's Meditation" }).boundingBox())!;
    expect(Math.abs(scripture.y - meditation.y)).toBeLessThan(2);
    expect(meditation.x).toBeGreaterThan(scripture.x + scripture.width);
    const journal = (await page.getByRole('region', { name: 'Recent Journal Entries' }).boundingBox())!;
    const gratitude = (await page.getByRole('region', { name: 'Daily Gratitude' }).boundingBox())!;
    expect(Math.abs(journal.y - gratitude.y)).toBeLessThan(2);
    for (const name of ['View All', 'Add Gratitude', 'View Growth', 'Open Mood Tracker']) {
      const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }

    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto('/auth');
    const card = (await visitor.getByRole('tablist').locator('xpath=ancestor::section[1]').boundingBox())!;
    const middle = card.y + card.height / 2;
    expect(Math.abs(middle - 450)).toBeLessThan(60);
    await visitor.context().close();
  });
});
