import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../e2e/fixtures';

const SCREENS = [
  { name: 'dashboard', path: '/' },
  { name: 'scripture', path: '/scripture' },
  { name: 'meditation', path: '/meditation' },
  { name: 'journal', path: '/journal' },
  { name: 'journal-new', path: '/journal?new=true' },
  { name: 'mood', path: '/mood' },
  { name: 'gratitude', path: '/gratitude' },
  { name: 'community', path: '/community' },
  { name: 'growth', path: '/growth' },
  { name: 'settings', path: '/settings' },
  { name: 'privacy', path: '/privacy' },
  { name: 'help', path: '/help' },
  { name: 'shared', path: '/shared/John.3.16' },
];

test.use({ viewport: { width: 390, height: 844 } });

test('screenshots of every main screen in both themes', async ({ page, browser }) => {
  mkdirSync('screenshots', { recursive: true });
  const account = await signUpViaApi(page.request, { name: 'Ruth Moab' });
  const post = (path: string, data: object) => page.request.post(path, { data: { userId: account.id, ...data } });
  await post('/api/journal', { title: 'Still waters', content: 'He leads me beside still waters. He restores my soul.', mood: 'peaceful' });
  await post('/api/moods', { mood: 'grateful', reflection: 'A quiet morning with coffee and Psalms.' });
  await post('/api/gratitudes', { text: 'A long phone call with my mother' });
  await post('/api/community', { content: 'Praying for everyone starting a new week.', type: 'prayer' });

  for (const theme of ['light', 'dark'] as const) {
    await page.request.put(`/api/preferences/${account.id}`, { data: { userId: account.id, theme } });
    for (const { name, path } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.screenshot({ path: `screenshots/${theme}-${name}.png`, fullPage: true });
    }
  }
  // Signed out: the sign-in screen, with the device's theme.
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 } });
    const anon = await context.newPage();
    await anon.goto('/');
    await expect(anon.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await anon.screenshot({ path: `screenshots/${colorScheme}-sign-in.png`, fullPage: true });
    await context.close();
  }
});
