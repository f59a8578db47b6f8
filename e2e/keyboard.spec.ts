import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

/**
 * Keyboard only (Tab, Enter, Escape and typing): a whole morning in Lamplight without a pointer, with focus
 * visible at every stop, saves announced by a live region, and focus back on what opened a dialog once it
 * closes. Then the mood chart's table, its text alternative.
 */

interface Focused {
  tag: string;
  id: string;
  name: string;
  inDialog: boolean;
  visible: boolean;
  /** The text of the post (article) the element sits in, if any. */
  post: string;
}

const focused = (page: Page) =>
  page.evaluate((): Focused | null => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      tag: el.tagName,
      id: el.id,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      inDialog: !!el.closest('[role="dialog"], [role="alertdialog"]'),
      post: el.closest('article')?.textContent ?? '',
      visible: el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
    };
  });

/** Presses Tab until `wanted` has focus, checking at every stop that focus is visible. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    expect(f.visible, `focus is visible on ${f.tag} "${f.name.slice(0, 50)}" on the way to ${what}`).toBe(true);
    if (wanted(f)) return f;
  }
  throw new Error(`${what} was not reached by Tab`);
}

const named = (name: string, tag?: string) => (f: Focused) => f.name === name && (!tag || f.tag === tag);

/** Everything any live region (role=status, aria-live, role=alert) says from now on, collected in the page. */
async function listenToLiveRegions(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const read = () => {
      document
        .querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"]')
        .forEach((el) => {
          const text = el.textContent?.trim();
          if (text && !said.includes(text)) said.push(text);
        });
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const announced = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said.join(' | '));

test('keyboard only: sign in, write a journal entry, look at it, record a mood, like a post, sign out', async ({ page, request }) => {
  // Somebody else's post to like later (its own words, so a repeated run on the same server finds its own post).
  const poster = await signUpViaApi(request, { name: 'Lydia Thyatira' });
  const words = `Morning light over the lake today, ${poster.username}.`;
  const post = await request.post('/api/community', { data: { userId: poster.id, content: words } });
  expect(post.status()).toBe(201);
  const account = await signUpViaApi(request);
  await page.goto('/');

  // Sign in.
  await tabTo(page, (f) => f.id === 'login-username', 'the username field');
  await page.keyboard.type(account.username);
  await tabTo(page, (f) => f.id === 'login-password', 'the password field');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening), Hannah/);
  await listenToLiveRegions(page);

  // Write a journal entry.
  await tabTo(page, named('Journal', 'A'), 'the Journal tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/journal$/);
  await tabTo(page, named('New Journal Entry', 'BUTTON'), 'New Journal Entry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/new=true/);
  await tabTo(page, (f) => f.id === 'journal-title', 'the title');
  await page.keyboard.type('Keyboard morning');
  await tabTo(page, (f) => f.id === 'journal-content', 'the entry');
  await page.keyboard.type('Written without a mouse, thankful all the same.');
  await tabTo(page, named('Save Entry', 'BUTTON'), 'Save Entry');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByText('Keyboard morning')).toBeVisible();
  await expect.poll(() => announced(page)).toContain('Entry saved');

  // Open the entry in its dialog and close it with Escape: focus comes back to the button that opened it.
  const read = 'Open "Keyboard morning"';
  await tabTo(page, named(read, 'BUTTON'), 'the entry');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await focused(page))?.inDialog).toBe(true);
  // Focus stays inside the dialog (it is trapped) and stays visible.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    expect(f?.inDialog, 'focus stays in the dialog').toBe(true);
    expect(f?.visible, `focus is visible on "${f?.name}" in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page))?.name).toBe(read);

  // The delete confirmation, left with Escape: nothing is deleted and focus is back on Delete.
  const remove = 'Delete "Keyboard morning"';
  await tabTo(page, named(remove, 'BUTTON'), 'Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  // Focus moves into the confirmation as it opens; a person presses Escape from there.
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect.poll(async () => (await focused(page))?.name).toBe(remove);
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByText('Keyboard morning')).toBeVisible();

  // Deleted for real: the Delete button goes with its entry, and focus lands on the page's heading, not <body>.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await tabTo(page, (f) => f.inDialog && f.name === 'Delete', 'the confirming Delete', 4);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByText('Keyboard morning')).toHaveCount(0);
  await expect.poll(async () => (await focused(page))?.tag).toBe('H1');

  // Record a mood.
  await tabTo(page, named('Mood Tracker', 'A'), 'the Mood Tracker tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
  await tabTo(page, (f) => f.tag === 'BUTTON' && f.name.endsWith('Peaceful'), 'Peaceful');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Peaceful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, named('Save Mood', 'BUTTON'), 'Save Mood');
  await page.keyboard.press('Enter');
  await expect.poll(() => announced(page)).toContain('Mood recorded');
  const moods = await (await request.get(`/api/moods?userId=${account.id}`)).json();
  expect(moods.map((m: { mood: string }) => m.mood)).toEqual(['peaceful']);

  // Like a post: focus stays on the button, which now says it is pressed.
  await tabTo(page, named('Community', 'A'), 'the Community tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Sharing' })).toBeVisible();
  const theirPost = page.locator('article').filter({ hasText: words });
  await expect(theirPost).toBeVisible();
  await tabTo(page, (f) => f.name === 'Like, 0 likes' && f.tag === 'BUTTON' && f.post.includes(words), 'Like');
  await page.keyboard.press('Enter');
  await expect(theirPost.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await focused(page))?.name).toBe('Like, 1 like');

  // Sign out from the account menu: arrows move through it, Enter chooses.
  await tabTo(page, (f) => f.name.includes('Account menu for'), 'the account menu');
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  for (let i = 0; i < 8 && !(await signOut.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('what loads when first wanted works from the keyboard the first time: the account menu and a Dashboard dialog', async ({
  signedIn: { page },
}) => {
  // Decision 112: the menu's code and the card's dialogs are fetched when first opened, not with the Dashboard.
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Hannah$/);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((u) => /\/assets\/(user-menu|interpretation-dialog|share-dialogs)-/.test(u))).toEqual([]);

  // The account menu: ArrowDown on its button opens it, focus goes into it, Escape gives it back to the button.
  const account = await tabTo(page, (f) => f.name.includes('Account menu for'), 'the account menu');
  const button = page.getByRole('button', { name: account.name });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // On a slow phone the swap to the real menu takes a while: nothing may take focus away from it meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Escape gives focus straight back to the button: it never rests on the page's <body> on the way, where the
  // page's focus rescue could take it first (decision 117). Every change to the page is a moment to check.
  await page.evaluate(() => {
    const w = window as unknown as { focusOnBody: number };
    w.focusOnBody = 0;
    new MutationObserver(() => {
      if (document.activeElement === document.body) w.focusOnBody++;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const timesFocusOnBody = () => page.evaluate(() => (window as unknown as { focusOnBody: number }).focusOnBody);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
  // And opens the same way a second time, now that its code is here.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect.poll(async () => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await timesFocusOnBody()).toBe(0);

  // Today's scripture's Biblical Context: Enter opens the dialog, Escape closes it, focus is back on the button.
  await tabTo(page, named('Biblical Context', 'BUTTON'), 'Biblical Context');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Biblical Context/ });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await focused(page))?.name).toBe('Biblical Context');
});

test('the mood trend can be read as a table', async ({ signedIn: { page, account } }) => {
  for (const mood of ['peaceful', 'joyful', 'anxious']) {
    expect((await page.request.post('/api/moods', { data: { userId: account.id, mood } })).status()).toBe(201);
  }
  await page.goto('/mood');
  await page.getByRole('tab', { name: 'History' }).click();
  const toggle = page.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('table')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: /Moods of the last 30 days/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(6); // the day and the five kinds of mood
  await expect(table.getByRole('columnheader').first()).toHaveText('Day');
  // One day has moods: today, with the three of them spread over their kinds.
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText(today);
  const counts = (await rows.first().getByRole('cell').allInnerTexts()).map(Number);
  expect(counts).toHaveLength(5);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  await toggle.click();
  await expect(page.getByRole('table')).toHaveCount(0);
});
