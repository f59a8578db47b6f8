import { expect, test } from './fixtures';

test('a screen whose script is gone after a release reloads once by itself, then offers Reload, and is reported', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();

  // A release happened while this tab was open: the Journal screen's old script is no longer on the server.
  const gone = /\/assets\/journal-page-[^/]+\.js$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  const reports: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/client-errors')) reports.push(r.postDataJSON());
  });
  let loads = 0;
  page.on('load', () => loads++);

  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { name: 'Lamplight was updated' })).toBeVisible();
  expect(loads).toBe(1); // the one reload it tried by itself
  await expect(nav).toBeVisible(); // the shell stays
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatchObject({ kind: 'chunk', name: 'TypeError', route: '/journal' });

  // The new release is there: Reload brings the screen.
  await page.unroute(gone);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Lamplight was updated' })).toBeHidden();
  await expect(
    page
      .getByRole('tab', { name: /New Entry|Write/ })
      .or(page.getByRole('heading', { name: /Journal/ }))
      .first(),
  ).toBeVisible();
});

test('the server answers a missing script with 404, never with the app page', async ({ page }) => {
  const res = await page.request.get('/assets/journal-page-from-last-release.js');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
});
