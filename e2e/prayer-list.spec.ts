import { expectAccessible } from './axe';
import { expect, test, toastText } from './fixtures';

test('add a prayer request, pray now → the prayer task is done; mark it answered → it shows under Answered', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Prayer List' }).click();
  await expect(page.getByRole('heading', { name: 'Prayer List', level: 1 })).toBeVisible();
  await expect(page.getByText('Your prayer list is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pray now' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Request' }).click();
  const form = page.getByRole('dialog', { name: 'Add a prayer request' });
  await form.getByRole('button', { name: 'Add Request' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Please enter who or what you are praying for' })).toBeVisible();
  await form.getByLabel('Who or what are you praying for?').fill("Mum's surgery");
  await form.getByLabel('Notes (optional)').fill('Thursday morning, Dr. Okafor');
  await form.getByLabel('A verse to pray with (optional)').fill('John 3:99');
  await form.getByRole('button', { name: 'Add Request' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'John 3 has 36 verses' })).toBeVisible();
  await form.getByLabel('A verse to pray with (optional)').fill('phil 4:6-7');
  await form.getByRole('button', { name: 'Add Request' }).click();
  await expect(toastText(page, 'Prayer request added')).toBeVisible();
  const list = page.getByRole('list', { name: 'Prayer requests' });
  await expect(list.getByRole('heading', { name: "Mum's surgery" })).toBeVisible();
  await expect(list.getByText('Philippians 4:6-7')).toBeVisible();
  await expect(page.getByText('1 request for today.')).toBeVisible();

  // Pray now: the card shows the verse's text from the Bible; Prayed completes the day's prayer.
  await page.getByRole('button', { name: 'Pray now' }).click();
  const walk = page.getByRole('dialog', { name: 'Pray now' });
  await expect(walk.getByText('Request 1 of 1')).toBeVisible();
  await expect(walk.getByRole('article', { name: "Prayer request: Mum's surgery" })).toContainText('In nothing be anxious');
  await walk.getByRole('button', { name: 'Prayed' }).click();
  await expect(page.getByRole('dialog', { name: 'Amen' })).toContainText('You prayed for 1 request today.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(list.getByText('Prayed today')).toBeVisible();
  await expect(page.getByText("You have prayed through all 1 of today's requests.")).toBeVisible();

  await page.getByRole('link', { name: 'Growth' }).click();
  await expect(page.getByRole('list', { name: "Today's practices" })).toContainText('Prayer: done');

  // Answered, with a note: it leaves the list and is kept under Answered.
  await page.getByRole('link', { name: 'Prayer List' }).click();
  await page.getByRole('button', { name: `Mark "Mum's surgery" answered` }).click();
  const answer = page.getByRole('dialog', { name: 'Prayer answered' });
  await answer.getByLabel('How was it answered? (optional)').fill('The surgery went well and she is home.');
  await answer.getByRole('button', { name: 'Mark Answered' }).click();
  await expect(toastText(page, 'Prayer answered')).toBeVisible();
  await expect(page.getByText('Your prayer list is empty.')).toBeVisible();
  await page.getByRole('tab', { name: 'Answered' }).click();
  const answered = page.getByRole('list', { name: 'Answered prayers' });
  await expect(answered.getByRole('heading', { name: "Mum's surgery" })).toBeVisible();
  await expect(answered.getByText('The surgery went well and she is home.')).toBeVisible();
  await expect(answered.getByText(/^Answered on /)).toBeVisible();
});

test('a weekday request is due only on its days; archive and delete', async ({ signedIn: { page, account } }) => {
  const today = new Date().getUTCDay(); // the account's zone is UTC
  const other = (today + 1) % 7;
  await page.request.post('/api/prayer-list', {
    data: { userId: account.id, title: 'Not today', rhythm: { type: 'weekdays', days: [other] } },
  });
  await page.goto('/prayer-list');
  await expect(page.getByRole('list', { name: 'Prayer requests' }).getByRole('heading', { name: 'Not today' })).toBeVisible();
  await expect(page.getByText('Nothing on your list for today.')).toBeVisible();

  await page.getByRole('button', { name: 'Archive "Not today"' }).click();
  await expect(toastText(page, 'Prayer request archived')).toBeVisible();
  await page.getByRole('tab', { name: 'Archived' }).click();
  const archived = page.getByRole('list', { name: 'Archived requests' });
  await expect(archived.getByRole('heading', { name: 'Not today' })).toBeVisible();
  await archived.getByRole('button', { name: 'Delete "Not today"' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Request' }).click();
  await expect(toastText(page, 'Prayer request deleted')).toBeVisible();
  await expect(page.getByText('Nothing archived.')).toBeVisible();
});

test('"Include in my daily prayer" (off by default) → the Prayer Assistant names the request; the Privacy page says so', async ({
  signedIn: { page, account },
}) => {
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.request.post('/api/journal', { data: { userId: account.id, title: 'A long week', content: 'Work was heavy.' } });
  await page.request.post('/api/moods', { data: { userId: account.id, mood: 'hopeful' } });
  await page.request.post('/api/gratitudes', { data: { userId: account.id, text: 'A walk by the river' } });
  for (const title of ['Tobias finding work', 'The Hendersons next door'])
    expect((await page.request.post('/api/prayer-list', { data: { userId: account.id, title, notes: 'Secret-note' } })).status()).toBe(201);

  await page.goto('/prayer-list');
  const tobias = page.getByRole('switch', { name: 'Include in my daily prayer: "Tobias finding work"' });
  const neighbours = page.getByRole('switch', { name: 'Include in my daily prayer: "The Hendersons next door"' });
  await expect(tobias).not.toBeChecked();
  await expect(neighbours).not.toBeChecked();
  await tobias.click();
  await expect(toastText(page, 'Included in your daily prayer')).toBeVisible();
  await expect(tobias).toBeChecked();
  await expectAccessible(page, 'the prayer list with include switches');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include in my daily prayer: "Tobias finding work"' })).toBeChecked();

  await page.goto('/prayer');
  await expect(page.getByText('They will also name, from your prayer list: Tobias finding work')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Prayer' }).click();
  const prayerTab = page.getByRole('tabpanel', { name: 'Prayer' });
  await expect(prayerTab).toContainText('Tobias finding work');
  await expect(prayerTab).not.toContainText('Hendersons');
  await expect(prayerTab).not.toContainText('Secret-note');

  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(
    'Nothing of it is sent to an AI provider, except the name of a request you turn "Include in my daily prayer" on for',
  );
  await expect(page.getByRole('main')).toContainText('their names (at most three, the newest first; never their notes or answers)');
});
