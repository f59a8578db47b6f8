import { expectAccessible } from './axe';
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
  // Read opens the chapter reader at the day's first chapter, in the reader's translation; Next leads on.
  await reading.getByRole('button', { name: 'Read Psalms 1-5' }).click();
  const reader = page.getByRole('dialog', { name: 'Psalm 1' });
  await expect(reader).toContainText('Blessed is the man');
  await expect(reader).toContainText('World English Bible · chapter 1 of 5 of Psalms 1-5');
  await reader.getByRole('button', { name: 'Psalm 2' }).click();
  const psalm2 = page.getByRole('dialog', { name: 'Psalm 2' });
  await expect(psalm2).toContainText('chapter 2 of 5 of Psalms 1-5');
  // The day is marked read from the reader itself.
  const dayPanel = psalm2.getByRole('region', { name: 'Day 1 of Psalms in 30 Days' });
  await dayPanel.getByRole('button', { name: 'Mark Day 1 as Read' }).click();
  await expect(toastText(page, 'Day 1 done')).toBeVisible();
  await expect(dayPanel.getByText('Day 1 read')).toBeVisible();
  await expect(dayPanel.getByRole('button', { name: 'Unmark Day 1' })).toBeFocused();
  await expectAccessible(page, 'the chapter reader with a plan day');
  await psalm2.getByRole('button', { name: 'Close' }).click();
  await expect(psalm2).toBeHidden();
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

test("a day of verses opens highlighted in the reader, in the reader's translation; a day of several passages switches between them", async ({
  signedIn: { page, account },
}) => {
  expect((await page.request.put(`/api/users/${account.id}`, { data: { translation: 'KJV' } })).status()).toBe(200);
  await page.request.post('/api/plans/anxiety-and-peace/start', { data: { userId: account.id } });
  await page.goto('/plans/anxiety-and-peace');
  await page.getByRole('button', { name: 'Read Philippians 4:4-9' }).click();
  const reader = page.getByRole('dialog', { name: 'Philippians 4' });
  await expect(reader).toContainText('King James Version');
  // Verses 4 to 9 are marked (and the first of them scrolled to), the rest of the chapter is not.
  const marked = reader.locator('li[aria-current="true"]');
  await expect(marked).toHaveCount(6);
  await expect(marked.first()).toContainText('Rejoice in the Lord alway');
  await expect(marked.first()).toBeInViewport();
  await page.keyboard.press('Escape');

  await page.request.post('/api/plans/bible-in-a-year/start', { data: { userId: account.id } });
  await page.goto('/plans/bible-in-a-year');
  await page.getByRole('button', { name: 'Day 3, ahead' }).click();
  await page.getByRole('button', { name: 'Read Genesis 5-6' }).click();
  const genesis = page.getByRole('dialog', { name: 'Genesis 5' });
  await expect(genesis).toContainText('This is the book of the generations of Adam.');
  const passages = genesis.getByRole('group', { name: 'Passages of day 3' });
  await expect(passages.getByRole('button', { name: 'Genesis 5-6' })).toHaveAttribute('aria-pressed', 'true');
  await passages.getByRole('button', { name: 'Matthew 2' }).click();
  const matthew = page.getByRole('dialog', { name: 'Matthew 2' });
  await expect(matthew).toContainText('Now when Jesus was born in Bethlehem of Judaea');
  await expect(matthew.getByRole('group', { name: 'Passages of day 3' }).getByRole('button', { name: 'Matthew 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('unmark a day ticked by mistake: the scripture task is undone, and one more press marks it again', async ({
  signedIn: { page, account },
}) => {
  await page.request.post('/api/plans/grief/start', { data: { userId: account.id } });
  await page.goto('/plans/grief');
  const reading = page.getByRole('region', { name: /^Day 1: / });
  await reading.getByRole('button', { name: 'Mark Day 1 as Read' }).click();
  await expect(toastText(page, 'Day 1 done')).toBeVisible();
  await expect(page.getByText('1 of 7 days read')).toBeVisible();

  // Back to day 1 from the calendar, and take it back.
  await page.getByRole('button', { name: 'Day 1, read' }).click();
  const unmark = page.getByRole('region', { name: /^Day 1: / }).getByRole('button', { name: 'Unmark Day 1' });
  await unmark.click();
  await expect(toastText(page, 'Day 1 unmarked')).toBeVisible();
  await expect(toastText(page, /^The scripture practice it completed is taken back\./)).toBeVisible();
  await expect(page.getByText('0 of 7 days read')).toBeVisible();
  // At rest (the pointer still over the button that was pressed would measure its hover colour).
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'a plan page with a day read and unmarked');
  const again = page.getByRole('region', { name: /^Day 1: / }).getByRole('button', { name: 'Mark Day 1 as Read' });
  await expect(again).toBeFocused();
  await page.getByRole('link', { name: 'Growth' }).click();
  await expect(page.getByRole('list', { name: "Today's practices" })).toContainText('Scripture: not done yet');

  // Undo the mistake with one more press.
  await page.goBack();
  await page
    .getByRole('region', { name: /^Day 1: / })
    .getByRole('button', { name: 'Mark Day 1 as Read' })
    .click();
  await expect(page.getByText('1 of 7 days read')).toBeVisible();
});
