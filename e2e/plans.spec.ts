import { expect, test, toastText } from './fixtures';

test('start "Psalms in 30 Days", read and mark day 1 → scripture is done on Growth and day 2 is next', async ({ signedIn: { page } }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: "Today's Plan Reading" })).toContainText('Choose a reading plan');
  await page.getByRole('link', { name: 'Reading Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Reading Plans', level: 1 })).toBeVisible();
  const library = page.getByRole('list', { name: 'Reading plans' });
  await expect(library.getByRole('listitem')).toHaveCount(12);

  // Filters: a week or so shows only the short themed plans.
  await page.getByLabel('Length').click();
  await page.getByRole('option', { name: 'About a week' }).click();
  await expect(library.getByRole('link', { name: 'Anxiety and Peace' })).toBeVisible();
  await expect(library.getByRole('link', { name: 'The Bible in a Year' })).toHaveCount(0);
  await page.getByLabel('Length').click();
  await page.getByRole('option', { name: 'Any length' }).click();
  await page.getByLabel('Theme').click();
  await page.getByRole('option', { name: 'Psalms and wisdom' }).click();
  await expect(library.getByRole('listitem')).toHaveCount(2);

  await library.getByRole('link', { name: 'Psalms in 30 Days' }).click();
  await expect(page.getByRole('heading', { name: 'Psalms in 30 Days', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start Plan' }).click();
  await expect(toastText(page, 'Plan started')).toBeVisible();
  const reading = page.getByRole('region', { name: 'Day 1: Psalms 1-5' });
  await expect(reading.getByRole('region', { name: 'Psalms 1-5, text' })).toContainText('Blessed is the man');
  await reading.getByRole('button', { name: 'Mark Day 1 as Read' }).click();
  await expect(toastText(page, 'Day 1 done')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Day 2: Psalms 6-10' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day 1, read' })).toBeVisible();
  await expect(page.getByText('1 of 30 days read')).toBeVisible();

  await page.getByRole('link', { name: 'Growth' }).click();
  await expect(page.getByRole('list', { name: "Today's practices" })).toContainText('Scripture: done');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: "Today's Plan Reading" })).toContainText('Day 2: Psalms 6-10');
});

test('leave a plan and start it again from day 1', async ({ signedIn: { page, account } }) => {
  await page.request.post('/api/plans/grief/start', { data: { userId: account.id } });
  await page.request.post('/api/plans/grief/days/1', { data: { userId: account.id } });
  await page.goto('/plans/grief');
  await expect(page.getByText('1 of 7 days read')).toBeVisible();
  await page.getByRole('button', { name: 'Leave Plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave Plan' }).click();
  await expect(page.getByRole('button', { name: 'Start Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Again' }).click();
  await expect(page.getByText('0 of 7 days read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Day 1 as Read' })).toBeVisible();
});
