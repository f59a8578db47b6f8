import { expect, signUpViaApi, test, toastText } from './fixtures';

test('write a journal entry with a mood, see it on the Dashboard, edit it via ?edit=, delete it', async ({
  signedIn: { page, account },
}) => {
  await page.goto('/journal?new=true');
  await expect(page.getByRole('tab', { name: 'New Entry' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Title').fill('Still waters');
  await page.getByLabel('Your thoughts').fill('He leads me beside still waters.\nHe restores my soul.');
  await expect(page.getByLabel('Your thoughts')).toHaveAttribute('rows', '8');
  await page.getByLabel('Scripture (optional)').fill('Psalm 23:2');
  await page.getByLabel('Mood (optional)').click();
  await page.getByRole('option', { name: /Peaceful/ }).click();
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastText(page, 'Entry saved')).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
  const list = page.getByRole('list', { name: 'Journal entries' });
  await expect(list.getByRole('heading', { name: 'Still waters' })).toBeVisible();
  await expect(list.getByText('Peaceful')).toBeVisible();

  // The Dashboard shows it, read-only, with a full view.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const recent = page.getByRole('region', { name: 'Recent Journal Entries' });
  await expect(recent.getByRole('heading', { name: 'Still waters' })).toBeVisible();
  await expect(recent.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await recent.getByRole('button', { name: 'Open "Still waters"' }).click();
  await expect(page.getByRole('dialog')).toContainText('He restores my soul.');
  await page.keyboard.press('Escape');

  // Edit by address: the list tab is locked while editing.
  const [entry] = (await (await page.request.get(`/api/journal?userId=${account.id}`)).json()) as { id: number }[];
  await page.goto(`/journal?edit=${entry!.id}`);
  await expect(page.getByRole('tab', { name: 'Edit Entry' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My Journal Entries' })).toBeDisabled();
  await expect(page.getByLabel('Title')).toHaveValue('Still waters');
  await page.getByLabel('Title').fill('Still waters, restored');
  await page.getByRole('button', { name: 'Update Entry' }).click();
  await expect(toastText(page, 'Entry updated')).toBeVisible();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(list.getByRole('heading', { name: 'Still waters, restored' })).toBeVisible();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete "Still waters, restored"' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this journal entry? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Entry deleted')).toBeVisible();
  await expect(page.getByText('No journal entries yet')).toBeVisible();
});

test('record a mood from the quick set and see it in History; add and delete a gratitude', async ({ signedIn: { page } }) => {
  await page.goto('/mood');
  await page.getByRole('button', { name: 'Save Mood' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a mood' })).toBeVisible();
  await page.getByRole('group', { name: 'Quick moods' }).getByRole('button', { name: 'Joyful' }).click();
  await page.getByLabel('Reflection (optional)').fill('The sun came out after a week of rain.');
  await page.getByRole('button', { name: 'Save Mood' }).click();
  await expect(toastText(page, 'Mood recorded')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Mood history' });
  await expect(history.getByText('Joyful')).toBeVisible();
  await expect(history.getByText('The sun came out after a week of rain.')).toBeVisible();
  await expect(page.getByText(/Last 30 days: 1 mood, 1 light, 0 neutral, 0 heavy/)).toBeVisible();

  await page.getByRole('link', { name: 'Gratitude' }).click();
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Empty gratitude. Please enter something you're grateful for." })).toBeVisible();
  await page.getByLabel('What are you grateful for today?').fill('A long phone call with my mother');
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  const gratitudes = page.getByRole('list', { name: 'Gratitudes' });
  await expect(gratitudes.getByText('A long phone call with my mother')).toBeVisible();
  await expect(page.getByLabel('What are you grateful for today?')).toHaveValue('');
  await gratitudes.getByRole('button', { name: /Delete gratitude/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Gratitude' }).click();
  await expect(toastText(page, 'Gratitude deleted')).toBeVisible();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
});

test("the Growth screen shows the streak, the stats and today's tasks", async ({ signedIn: { page, account } }) => {
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Today', content: 'Grateful for today.' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Friends at church' } });
  await page.request.post(`/api/users/${account.id}/completions`, { data: { type: 'scripture' } });
  await page.goto('/growth');
  await expect(page.getByRole('heading', { name: "Today's Word Encouragement" })).toBeVisible();
  const streak = page.getByRole('group', { name: 'Current Streak' });
  await expect(streak).toContainText('1');
  await expect(streak).toHaveAccessibleDescription('day in a row');
  await expect(page.getByRole('group', { name: 'Journal Entries' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Journal Entries' })).toHaveAccessibleDescription('reflections written');
  const tasks = page.getByRole('list', { name: "Today's practices" });
  await expect(tasks).toContainText('Journal: done');
  await expect(tasks).toContainText('Scripture: done');
  await expect(tasks).toContainText('Prayer: not done yet');
  await expect(page.getByText('3 of 6 completed')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Today's progress: 3 of 6/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community Ranking' })).toBeVisible();
  await expect(page.getByText(/of \d+ members/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' }).getByText('First Page, earned')).toBeAttached();

  // Prayer in one's own words is marked here.
  await page.getByRole('button', { name: 'I prayed today' }).click();
  await expect(tasks).toContainText('Prayer: done');
  await expect(page.getByText('4 of 6 completed')).toBeVisible();
  await expect(page.getByText("You've prayed today. The Lord hears you.")).toBeVisible();
});

test.describe('the onboarding tour', () => {
  test.use({ showTour: true });

  test('appears once for a new user, and again after View App Tour', async ({ page }) => {
    await signUpViaApi(page.request, { name: 'Lydia Thyatira' }, { tour: true });
    await page.goto('/');
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Welcome to Lamplight, Lydia!' })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // Six steps until the app can be installed (the install step says so only then).
    const steps = Number(/of (\d)/.exec((await tour.textContent())!)![1]);
    for (let step = 2; step <= steps; step++) {
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour).toContainText(`Step ${step} of ${steps}`);
    }
    await tour.getByRole('button', { name: 'Back' }).click();
    await expect(tour).toContainText(`Step ${steps - 1} of ${steps}`);
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Start Your Journey' }).click();
    await expect(tour).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Lydia$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'View App Tour' }).click();
    await expect(tour.getByRole('heading', { name: 'Welcome to Lamplight, Lydia!' })).toBeVisible();
    await tour.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(tour).toBeHidden();
  });
});

test('a completion made in one page shows in another without a reload, and an idle Dashboard stays quiet', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  const growth = page.getByRole('region', { name: 'Spiritual Growth Dashboard' });
  await expect(growth.getByText('0 of 6 completed')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

  // Idle: no request at all besides the open event stream.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().endsWith('/api/events')) requests.push(r.url());
  });
  await page.waitForTimeout(3000);
  expect(requests).toEqual([]);

  const other = await page.context().newPage();
  await other.goto('/mood');
  await other.getByRole('group', { name: 'Quick moods' }).getByRole('button', { name: 'Peaceful' }).click();
  await other.getByRole('button', { name: 'Save Mood' }).click();
  await expect(toastText(other, 'Mood recorded')).toBeVisible();

  await expect(growth.getByText('1 of 6 completed')).toBeVisible({ timeout: 2000 });
  await expect(growth.getByRole('list', { name: "Today's practices" })).toContainText('Mood: done');
  await expect(page.getByRole('region', { name: 'Mood Tracker' })).toContainText('Today you felt');
  expect(await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
});
