import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, toastText } from './fixtures';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // The spec locks the viewport's zoom on phones (§1), which axe reports on every screen alike.
    .disableRules(['meta-viewport'])
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test('a new person starts the free trial without a card and the Dashboard says so', async ({ signedIn: { page } }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Subscription' });
  // The first screen of a fresh browser loads the app's chunks: on a loaded machine that takes longer than one wait.
  await expect(banner.getByText('Free User')).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByText('Limited access · Prayer assistant locked')).toBeVisible();
  await banner.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('No Active Subscription')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Premium features' }).getByRole('listitem')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(toastText(page, 'Your free trial has started')).toBeVisible();
  await expect(page.getByText('Free Trial — 5 days remaining')).toBeVisible();
  await expect(page.getByText(/Test mode: no card is charged/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(banner.getByText('Premium Member - Free Trial')).toBeVisible();
  await expect(banner.getByText(/Trial ends .* · Auto-renew off/)).toBeVisible();
  await banner.getByRole('link', { name: 'Manage Status' }).click();
  await expect(page).toHaveURL(/\/subscription-status$/);
});

test('adding the 4242 card turns auto-renew on and shows the first charge date', async ({ signedIn: { page, account } }) => {
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  const status = await (await page.request.get(`/api/subscription/status/${account.id}`)).json();
  const firstCharge = new Date(status.firstChargeDate).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  await page.goto('/subscription-status');
  await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await fillCard(dialog.page(), '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(toastText(page, 'Card saved')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
  await expect(page.getByText(`$5.00/month from ${firstCharge}`)).toBeVisible();
  await expect(page.getByText(/VISA ending in 4242, expires 12\/2034/)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Subscription' }).getByText(/Auto-renew on/)).toBeVisible();
});

test('a declined card says why, and 4000 0025 0000 3155 asks for verification first', async ({ signedIn: { page, account } }) => {
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Continue with Premium' }).click();
  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds. Please use a different card.' })).toBeVisible();
  await expect(toastText(page, 'Payment Failed')).toBeVisible();

  await fillCard(page, '4000 0000 0000 9979');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This card has been reported stolen. Please use a different card.' }),
  ).toBeVisible();

  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Verification Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
});

test('cancel from Settings in two clicks: access is kept and the plan will not renew', async ({ signedIn: { page, account } }) => {
  expect((await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).status()).toBe(200);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Subscription & Billing' });
  await expect(card.getByText('Premium Member - Free Trial')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toastText(page, 'Subscription canceled')).toBeVisible();
  await expect(card.getByText('Premium Member - Auto-Renew Off')).toBeVisible();

  await page.goto('/subscription-status');
  await expect(page.getByRole('heading', { name: 'Will Not Renew' })).toBeVisible();
  await expect(page.getByText('Access Until')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the test page lists the test cards and starts a subscription', async ({ signedIn: { page } }) => {
  await page.goto('/test-payment');
  await expect(page.getByRole('cell', { name: '4000 0025 0000 3155' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create test subscription' }).click();
  await expect(page.getByText(/Client secret: seti_/)).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment confirmed. Your subscription is updated.')).toBeVisible();
});

test("a return from the bank's page is confirmed once, and the address is cleaned", async ({ signedIn: { page, account } }) => {
  const setup = await (await page.request.post(`/api/subscription/setup-payment/${account.id}`, { data: {} })).json();
  // The card check went through at the provider, which sends the person back with its parameters (§4.9).
  const checked = await page.request.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
    data: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect((await checked.json()).status).toBe('succeeded');
  const confirms: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/subscription/confirm-payment/')) confirms.push(r.postData() ?? '');
  });

  // A return that did not succeed confirms nothing; the parameters are gone from the address.
  await page.goto(`/subscription?setup_intent=${setup.intentId}&redirect_status=failed`);
  await expect(page.getByRole('button', { name: 'Continue with Premium' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/subscription$/);
  expect(confirms).toHaveLength(0);

  await page.goto(
    `/subscription?setup_intent=${setup.intentId}&setup_intent_client_secret=${setup.clientSecret}&redirect_status=succeeded`,
  );
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect(confirms).toEqual([JSON.stringify({ setupIntentId: setup.intentId, paymentMethodAdded: true })]);
  const status = await (await page.request.get(`/api/subscription/status/${account.id}`)).json();
  expect(status).toMatchObject({ autoRenew: true, paymentMethod: { last4: '4242' } });
});
