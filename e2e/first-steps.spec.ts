import { expect, newPersonContext, signUpViaApi, test, toastText } from './fixtures';

/** The day and hour a moment falls on in a zone, as the app shows them. */
function inZone(timeZone: string, at = new Date()) {
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(at);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at)) % 24;
  return { date, greeting: hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening' };
}

test('the Bible holds Scripture only: no glossary under Revelation 22:21, nothing found for "copyright"', async ({
  signedIn: { page },
}) => {
  await page.goto('/scripture');
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  const search = page.getByLabel('Search scriptures and the whole Bible');
  await search.fill('copyright');
  await expect(page.getByText('No verses found for “copyright”.')).toBeVisible();
  await search.fill('Revelation 22:21');
  await page.getByRole('button', { name: 'Read Revelation 22:21 in context' }).click();
  const reader = page.getByRole('dialog', { name: 'Revelation 22' });
  const last = reader.getByRole('listitem').last();
  await expect(last).toHaveText('21The grace of the Lord Jesus Christ be with all the saints. Amen.');
});

test('Mark as Read marks that passage only; the others can still be read, and the Daily tab tells the truth', async ({
  signedIn: { page, account },
}) => {
  await page.goto('/scripture');
  const daily = page.getByRole('region', { name: 'Daily Scripture' });
  const dailyVerse = (await daily.locator('p.text-accent').first().textContent())!;
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  const cards = page.getByRole('listitem').getByRole('region');
  await expect(cards.first()).toBeVisible();
  // A passage that isn't today's.
  const other = cards.filter({ hasNotText: dailyVerse }).first();
  const otherVerse = (await other.locator('p.text-accent').first().textContent())!;
  await other.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(other.getByRole('button', { name: 'Completed Today' })).toBeDisabled();
  // The day's practice is done…
  await expect(page.getByRole('status').filter({ hasText: 'Scripture reading done for today' })).toBeVisible();
  // …but only the passage read says so: every other card keeps Mark as Read.
  await expect(page.getByRole('button', { name: 'Completed Today' })).toHaveCount(1);
  expect(await cards.getByRole('button', { name: 'Mark as Read' }).count()).toBeGreaterThan(10);
  // A second passage is recorded as read too, without a second completion of the day.
  const third = cards.filter({ hasNotText: dailyVerse }).filter({ hasNotText: otherVerse }).first();
  await third.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(page.getByRole('button', { name: 'Completed Today' })).toHaveCount(2);
  // Today's own passage was never read: it still offers Mark as Read.
  await page.getByRole('tab', { name: 'Daily Scripture' }).click();
  await expect(daily.getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
  const items = await (await page.request.get(`/api/users/${account.id}/completions/items?type=scripture`)).json();
  expect(items.contentIds).toHaveLength(2);
});

test.describe('the account time zone', () => {
  // A device 25 hours behind the account: their dates never agree.
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test('decides the greeting, the date, "today" and the dates in lists, and Settings says so', async ({ page }) => {
    const account = await signUpViaApi(page.request, { name: 'Lois Timothy' }, { timeZone: 'Pacific/Kiritimati' });
    await page.request.post('/api/moods', { data: { userId: account.id, mood: 'peaceful' } });
    await page.request.post('/api/journal', { data: { userId: account.id, title: 'Morning', content: 'Still.' } });
    await page.goto('/');
    const expected = inZone('Pacific/Kiritimati');
    expect(expected.date).not.toBe(inZone('Pacific/Pago_Pago').date);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${expected.greeting}, Lois`);
    await expect(page.getByRole('main').locator('header').first()).toContainText(expected.date);
    await expect(page.getByRole('region', { name: 'Mood Tracker' })).toContainText('Today you felt');
    await expect(page.getByRole('region', { name: 'Recent Journal Entries' })).toContainText(expected.date);
    await page.goto('/settings');
    await expect(page.getByText(/every date in the app follow this zone, not your device's clock/)).toBeVisible();
  });
});

test('deleting a mood or a gratitude asks first, and says when it is done', async ({ signedIn: { page, account } }) => {
  await page.request.post('/api/moods', { data: { userId: account.id, mood: 'hopeful', reflection: 'Spring is coming' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'Bread from the neighbours' } });
  await page.goto('/mood');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Mood history' });
  await history.getByRole('button', { name: /Delete Hopeful/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this mood?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(history.getByText('Spring is coming')).toBeVisible();
  await history.getByRole('button', { name: /Delete Hopeful/ }).click();
  await confirm.getByRole('button', { name: 'Delete Mood' }).click();
  await expect(toastText(page, 'Mood deleted')).toBeVisible();
  await expect(page.getByText('No moods recorded yet.')).toBeVisible();

  await page.goto('/gratitude');
  await page.getByRole('button', { name: /Delete gratitude "Bread/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Gratitude' }).click();
  await expect(toastText(page, 'Gratitude deleted')).toBeVisible();
  expect(await (await page.request.get(`/api/gratitudes?userId=${account.id}`)).json()).toEqual([]);
});

test('a limit is shown as it nears and refused past it, never cut, on the page and on the server', async ({
  signedIn: { page, account },
}) => {
  await page.goto('/journal?new=true');
  const title = page.getByLabel('Title');
  await title.fill('A'.repeat(170));
  await expect(page.getByText('170 / 200', { exact: true })).toBeVisible();
  await title.fill('A'.repeat(250));
  await expect(page.getByText('250 / 200 (50 over the limit)')).toBeVisible();
  await page.getByLabel('Your thoughts').fill('Words');
  let posted = false;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/journal') && (posted = true));
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The title must be at most 200 characters' })).toBeVisible();
  await expect(title).toHaveValue('A'.repeat(250));
  expect(posted).toBe(false);

  await page.goto('/gratitude');
  const box = page.getByLabel('What are you grateful for today?');
  await box.fill('g'.repeat(5000));
  await expect(page.getByText('5,000 / 2,000 (3,000 over the limit)')).toBeVisible();
  await page.getByRole('button', { name: 'Add Gratitude' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A gratitude must be at most 2,000 characters' })).toBeVisible();
  await expect(box).toHaveValue('g'.repeat(5000));

  // A mood's reflection is capped like a journal entry's text: the counter shows near 100,000.
  await page.goto('/mood');
  await page.getByRole('group', { name: 'Quick moods' }).getByRole('button', { name: 'Joyful' }).click();
  const reflection = page.getByLabel('Reflection (optional)');
  await reflection.fill('r'.repeat(100_010));
  await expect(page.getByText('100,010 / 100,000 (10 over the limit)')).toBeVisible();
  await page.getByRole('button', { name: 'Save Mood' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A reflection must be at most 100,000 characters' })).toBeVisible();
  await expect(reflection).toHaveValue('r'.repeat(100_010));

  const refused = await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'g'.repeat(5000) } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('A gratitude must be at most 2,000 characters');
});

test('a name that starts with an emoji: the avatar shows its initials and the greeting its first name', async ({ page }) => {
  await signUpViaApi(page.request, { name: '🌸 Ana Lima' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Ana$/);
  const avatar = page.getByRole('button', { name: 'AL: Account menu for 🌸 Ana Lima' });
  await expect(avatar).toHaveText('AL');
});

test.describe('share links', () => {
  test('are short, open the verse, and old ones keep working, even plain base64 with "/"', async ({ signedIn: { page }, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/scripture');
    const daily = page.getByRole('region', { name: 'Daily Scripture' });
    const verse = (await daily.locator('p.text-accent').first().textContent())!;
    await daily.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share Scripture' }).getByRole('button', { name: 'Copy Link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname.length).toBeLessThan(40);

    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(link);
    await expect(v.getByRole('heading', { name: verse })).toBeVisible();
    const plain = Buffer.from(JSON.stringify({ verse: 'Psalm 23:1', text: 'x ?>?>?>', shareUrl: 'x', imageUrl: 'y' })).toString('base64');
    expect(plain).toContain('/');
    await v.goto(`/shared/${plain}`);
    await expect(v.getByRole('heading', { name: 'Psalm 23:1' })).toBeVisible();
    await expect(v.getByText('Yahweh is my shepherd; I shall lack nothing.')).toBeVisible();
    await visitor.close();
  });

  test("a damaged one says it is incomplete and offers today's verse, with the join button", async ({ page }) => {
    await page.goto('/shared/not-valid-base64!!');
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    const today = await (await page.request.get('/api/scriptures/daily')).json();
    await expect(page.getByText(today.verse, { exact: true })).toBeVisible();
    await expect(page.getByText('Loading shared scripture...')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Join Lamplight' })).toHaveAttribute('href', '/auth');
  });
});

test.describe('the tour, once per person', () => {
  test.use({ showTour: true });

  test('finished in one browser, it does not come back when the person signs in from another', async ({ page, browser }) => {
    const account = await signUpViaApi(page.request, { name: 'Priscilla Aquila' }, { tour: true });
    await page.goto('/');
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Welcome to Lamplight, Priscilla!' })).toBeVisible();
    // Seven steps, the last one the app's install.
    await expect(tour).toContainText('Step 1 of 7');
    await tour.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(tour).toBeHidden();

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/');
    await other.getByLabel('Username or email').fill(account.username);
    await other.getByLabel('Password').fill(account.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(/, Priscilla$/);
    await expect(other.getByRole('button', { name: 'View App Tour' })).toBeVisible();
    await expect(other.getByRole('dialog')).toHaveCount(0);
    await elsewhere.close();
  });
});

test('the copy follows the Prayer Assistant: the privacy page says exactly what it uses and keeps', async ({ signedIn: { page } }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(
    'your latest journal entry, your current mood and your most recent gratitude, with the name you chose for prayers',
  );
  await expect(page.getByRole('main')).toContainText(
    'Each prayer written for you is kept in your own account, visible only to you, until you delete it or your account',
  );
  await expect(page.getByRole('main')).toContainText(
    'the recording is kept in your own account: only you can play it back, a new recording replaces it',
  );
  await expect(page.getByText('Your journal entries, moods and gratitudes are never sent to an AI provider.')).toHaveCount(0);
  const badges = await (await page.request.get('/api/badges')).json();
  expect(JSON.stringify(badges)).toMatch(/prayer assistant/i);
  await page.goto('/growth');
  await expect(page.getByText('Pray with the prayer assistant for the first time.')).toBeVisible();
});

test('errors: a failed load says so in place with Try again; a failure notice leaves with its context', async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'Back again', content: 'Here.' } });
  const latest = /\/api\/journal\?userId=\d+&limit=3$/;
  await page.route(latest, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent Journal Entries' });
  await expect(recent.getByText("Your journal entries couldn't be loaded.")).toBeVisible();
  await page.unroute(latest);
  await recent.getByRole('button', { name: 'Try again' }).click();
  await expect(recent.getByRole('heading', { name: 'Back again' })).toBeVisible();

  // Signed out: a failed sign-in's notice doesn't follow the person to Sign Up.
  const visitor = await newPersonContext(page.context().browser()!);
  const v = await visitor.newPage();
  await v.goto('/auth');
  await v.getByLabel('Username or email').fill('nobody-here');
  await v.getByLabel('Password').fill('wrong-password');
  await v.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(v, 'Login failed')).toBeVisible();
  await v.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(toastText(v, 'Login failed')).toHaveCount(0);
  await expect(v.getByRole('button', { name: 'Create Account' })).toBeInViewport();
  await visitor.close();
});

test('smaller things: titles, names that match what is shown, lists, the ranking of one', async ({ signedIn: { page } }) => {
  test.setTimeout(120_000);
  for (const [path, title] of [
    ['/', 'Dashboard · Lamplight'],
    ['/journal', 'Journal · Lamplight'],
    ['/scripture', 'Scripture · Lamplight'],
    ['/meditation', 'Meditation · Lamplight'],
    ['/mood', 'Mood Tracker · Lamplight'],
    ['/gratitude', 'Gratitude · Lamplight'],
    ['/community', 'Community · Lamplight'],
    ['/growth', 'Growth · Lamplight'],
    ['/settings', 'Settings · Lamplight'],
    ['/privacy', 'Your Data & Privacy · Lamplight'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  // The Journal offers one way to start an entry besides its tab, and nothing to refresh: entries arrive by themselves.
  await page.goto('/journal');
  await expect(page.getByRole('tab', { name: 'New Entry' })).toBeVisible();
  await expect(page.getByRole('button', { name: /new/i })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /refresh|reload/i })).toHaveCount(0);

  // The account button's name starts with what it shows.
  await page.goto('/');
  const avatar = page.getByRole('button', { name: /Account menu/ });
  const shown = (await avatar.textContent())!.trim();
  expect(await avatar.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`));
  // A list of terms holds terms and their values only.
  const growth = page.getByRole('region', { name: 'Spiritual Growth Dashboard' });
  await expect(growth.locator('dl')).toBeVisible();
  expect(await growth.locator('dl > *').evaluateAll((els) => els.every((el) => el.tagName === 'DIV'))).toBe(true);
  expect(await growth.locator('dl > div > *').evaluateAll((els) => els.every((el) => el.tagName === 'DT' || el.tagName === 'DD'))).toBe(
    true,
  );

  // One member: no "#1 of 1 members".
  await page.route(/\/growth-stats$/, (route) =>
    route.fulfill({
      json: {
        currentStreak: 0,
        totalBadges: 0,
        totalGratitudes: 0,
        totalJournalEntries: 0,
        userRanking: { position: 1, totalUsers: 1, message: 'You are blazing the trail. Keep shining your light!' },
      },
    }),
  );
  await page.goto('/growth');
  await expect(page.getByText('the only member so far')).toBeVisible();
  await expect(page.getByText('of 1 members')).toHaveCount(0);
});

test('smaller things: a chart that takes no focus, a passage that starts mid-sentence, a time zone found by name', async ({
  signedIn: { page },
}) => {
  // The chart hidden from screen readers has nothing in it that takes focus.
  await page.request.post('/api/moods', { data: { mood: 'joyful' } });
  await page.goto('/mood');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/^Last 30 days: 1 mood/)).toBeVisible();
  const focusableInHidden = await page
    .locator('[aria-hidden="true"]')
    .evaluateAll(
      (els) =>
        els
          .flatMap((el) => [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')])
          .filter((e) => e.tabIndex >= 0).length,
    );
  expect(focusableInHidden).toBe(0);

  // A passage that starts mid-sentence says so with an ellipsis.
  await page.goto('/scripture');
  await page.getByRole('tab', { name: 'All Scriptures' }).click();
  await page.getByLabel('Search scriptures and the whole Bible').fill('John 4:14');
  await expect(page.getByRole('region', { name: 'John 4:14' }).getByText(/^…but whoever drinks of the water/)).toBeVisible();

  // The time zone: grouped by region, searchable, with the offset.
  await page.goto('/settings');
  await page.getByRole('searchbox', { name: 'Search time zones' }).fill('tokyo');
  const zone = page.getByLabel('Time zone', { exact: true });
  await expect(zone.locator('optgroup[label="Asia"] option')).toHaveText(['Tokyo (UTC+09:00)']);
  await zone.selectOption('Asia/Tokyo');
  await expect(toastText(page, 'Time zone updated')).toBeVisible();
});

test('signed out: every page has its main landmark and its title, and the console stays quiet', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const [path, title] of [
    ['/', 'Sign In · Lamplight'],
    ['/auth', 'Sign In · Lamplight'],
    ['/reset-password', 'Reset Password · Lamplight'],
    ['/shared/John.3.16', 'John 3:16 · Lamplight'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
  expect(errors).toEqual([]);
});
