import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '../../db/schema/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

// The Stripe provider through the official SDK, against a local fake of Stripe's endpoints; webhooks carry real
// signatures made with the SDK's own generateTestHeaderString.
const WEBHOOK_SECRET = 'whsec_test_lamplight';
const sdk = new Stripe('sk_test_unused');
let fake: FakeStripe;
let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  t.clock.set(new Date().toISOString());
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const DAY = 86_400_000;

function webhook(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
    api_version: '2026-10-28.endive',
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

async function status(u: TestUser) {
  return (await u.get(`/api/subscription/status/${u.id}`)).json();
}

async function history(userId: number) {
  const rows = await t.app.deps.db.select().from(billingEvents).where(eq(billingEvents.userId, userId)).orderBy(asc(billingEvents.id));
  return rows.map((r) => `${r.type}:${r.status}${r.amountCents ? `:${r.amountCents}` : ''}`);
}

let subscriptionId: string;

describe('Stripe Billing provider', () => {
  it('tells the browser to load Stripe with the publishable key', async () => {
    expect((await a.get('/api/subscription/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      priceCents: 500,
      trialDays: 5,
    });
  });

  it('starts a card-less 5-day trial on Stripe: a Customer, the $5.00 Price by lookup key, a Subscription, a SetupIntent', async () => {
    const start = await a.post(`/api/subscription/setup-payment/${a.id}`);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ kind: 'setup', clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
    const price = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(price?.body).toMatchObject({
      unit_amount: '500',
      currency: 'usd',
      lookup_key: 'lamplight_premium_monthly',
      recurring: { interval: 'month' },
    });
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.body).toMatchObject({ trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } });
    const now = t.clock().getTime();
    expect(Number(created.body.trial_end)).toBe(Math.floor((now + 6 * DAY) / 1000));
    subscriptionId = [...fake.subscriptions.keys()][0]!;
    const s = await status(a);
    expect(s).toMatchObject({ status: 'trial', hasAccess: true, daysLeft: 5, autoRenew: false, paymentMethod: null });
    expect(new Date(s.firstChargeDate).getTime() - new Date(s.trialEndsAt).getTime()).toBe(DAY);

    // A second person finds the Price by its lookup key instead of creating another.
    await b.post(`/api/subscription/setup-payment/${b.id}`);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(1);
  });

  it('confirm-payment re-reads the SetupIntent from Stripe: not yet succeeded → 409; succeeded → card on file, once', async () => {
    const setup = (await a.post(`/api/subscription/setup-payment/${a.id}`)).json();
    const early = await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: setup.intentId, paymentMethodAdded: true });
    expect(early.statusCode).toBe(409);
    fake.succeedSetupIntent(setup.intentId);
    const done = await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: setup.intentId, paymentMethodAdded: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'trial',
      autoRenew: true,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      default_payment_method: expect.stringMatching(/^pm_/),
    });
    expect((await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: setup.intentId })).statusCode).toBe(409);

    // Someone else's card check is refused, and changes nothing.
    const theirs = (await b.post(`/api/subscription/setup-payment/${b.id}`)).json();
    fake.succeedSetupIntent(theirs.intentId);
    expect((await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: theirs.intentId })).statusCode).toBe(403);
    expect((await status(b)).paymentMethod).toBeNull();
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    fake.updateSubscription(subscriptionId, { status: 'active' });
    const forged = await webhook(
      { id: 'evt_forged', type: 'customer.subscription.updated', object: fake.subscriptionObject(subscriptionId) },
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await status(a)).status).toBe('trial');
    fake.updateSubscription(subscriptionId, { status: 'trialing' });
  });

  it('invoice.paid at conversion makes the plan active, once, with a receipt', async () => {
    const periodEnd = Math.floor((t.clock().getTime() + 36 * DAY) / 1000);
    fake.updateSubscription(subscriptionId, { status: 'active', current_period_end: periodEnd });
    const invoice = {
      id: 'in_first',
      object: 'invoice',
      amount_paid: 500,
      amount_due: 500,
      customer: fake.subscriptions.get(subscriptionId)!.customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    const first = await webhook({ id: 'evt_paid_1', type: 'invoice.paid', object: invoice });
    expect(first.statusCode).toBe(200);
    const again = await webhook({ id: 'evt_paid_1', type: 'invoice.paid', object: invoice });
    expect(again.statusCode).toBe(200);
    expect(await status(a)).toMatchObject({
      status: 'active',
      hasAccess: true,
      autoRenew: true,
      nextBillingDate: new Date(periodEnd * 1000).toISOString(),
    });
    expect((await history(a.id)).filter((h) => h.startsWith('charge_succeeded'))).toEqual(['charge_succeeded:active:500']);
    expect(t.mailer.sent.filter((m) => m.to === a.email && m.subject === 'Your Lamplight receipt: $5.00')).toHaveLength(1);
  });

  it('events out of order leave the state Stripe has now', async () => {
    const stale: Record<string, unknown> = { ...fake.subscriptionObject(subscriptionId), status: 'active' };
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const failed = {
      id: 'in_second',
      object: 'invoice',
      amount_paid: 0,
      amount_due: 500,
      customer: stale.customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    expect((await webhook({ id: 'evt_failed', type: 'invoice.payment_failed', object: failed })).statusCode).toBe(200);
    // The older "active" event arrives late: the subscription is re-read from Stripe, so it stays past_due.
    expect((await webhook({ id: 'evt_old_update', type: 'customer.subscription.updated', object: stale })).statusCode).toBe(200);
    expect(await status(a)).toMatchObject({ status: 'past_due', hasAccess: false, requiresPayment: true });
    expect(t.mailer.sent.some((m) => m.to === a.email && m.subject === 'Your Lamplight payment did not go through')).toBe(true);
    fake.updateSubscription(subscriptionId, { status: 'active' });
    expect(
      (await webhook({ id: 'evt_recovered', type: 'customer.subscription.updated', object: fake.subscriptionObject(subscriptionId) }))
        .statusCode,
    ).toBe(200);
    expect((await status(a)).status).toBe('active');
  });

  it('cancel sets cancel_at_period_end at Stripe and keeps access; auto-renew on resumes', async () => {
    const canceled = await a.post(`/api/subscription/cancel/${a.id}`);
    expect(canceled.json()).toMatchObject({ status: 'canceled', hasAccess: true, autoRenew: false });
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    const resumed = await a.post(`/api/subscription/auto-renew/${a.id}`, { autoRenew: true });
    expect(resumed.json()).toMatchObject({ status: 'active', autoRenew: true });
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
    // Stripe ends it (deleted): expired, locked.
    fake.updateSubscription(subscriptionId, { status: 'canceled' });
    await webhook({ id: 'evt_deleted', type: 'customer.subscription.deleted', object: fake.subscriptionObject(subscriptionId) });
    expect(await status(a)).toMatchObject({ status: 'expired', hasAccess: false });
  });

  it('reactivation pays the first invoice of a new plan ($5.00 now, pi_)', async () => {
    const pay = (await a.post(`/api/subscription/setup-payment/${a.id}`)).json();
    expect(pay).toMatchObject({ kind: 'payment', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const pi = fake.paymentIntents.get(pay.intentId)!;
    Object.assign(pi, { status: 'succeeded', amount_received: 500 });
    const newSub = [...fake.subscriptions.values()].find((s) => s.status === 'incomplete')!;
    fake.updateSubscription(newSub.id, {
      status: 'active',
      default_payment_method: fake.subscriptions.get(subscriptionId)!.default_payment_method,
    });
    const done = await a.post(`/api/subscription/confirm-payment/${a.id}`, { paymentIntentId: pay.intentId });
    expect(done.json()).toMatchObject({ status: 'active', hasAccess: true });
    // Stripe's invoice.paid for that payment: one receipt for one charge (two in all, with the conversion's).
    const paid = {
      id: 'in_reactivation',
      object: 'invoice',
      amount_paid: 500,
      amount_due: 500,
      customer: newSub.customer,
      parent: { subscription_details: { subscription: newSub.id } },
    };
    expect((await webhook({ id: 'evt_reactivation_paid', type: 'invoice.paid', object: paid })).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === a.email && m.subject === 'Your Lamplight receipt: $5.00')).toHaveLength(2);
    expect((await history(a.id)).filter((h) => h.startsWith('charge_succeeded'))).toHaveLength(2);
    // A late event about the old, replaced plan changes nothing.
    await webhook({ id: 'evt_old_plan', type: 'customer.subscription.deleted', object: fake.subscriptionObject(subscriptionId) });
    expect((await status(a)).status).toBe('active');
  });
});

describe('setup_intent.succeeded when the browser never confirmed', () => {
  const setupEvent = (eventId: string, intentId: string) => ({
    id: eventId,
    type: 'setup_intent.succeeded',
    object: { ...fake.setupIntents.get(intentId)! },
  });

  it('puts the card on file and turns auto-renew on; a late confirm then changes nothing twice', async () => {
    const c = await signUp(t.app);
    await c.post(`/api/subscription/setup-payment/${c.id}`);
    const setup = (await c.post(`/api/subscription/setup-payment/${c.id}`)).json();
    fake.succeedSetupIntent(setup.intentId, { brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: 2031 });
    expect((await webhook(setupEvent('evt_seti_1', setup.intentId))).statusCode).toBe(200);
    expect(await status(c)).toMatchObject({
      status: 'trial',
      autoRenew: true,
      paymentMethod: { brand: 'mastercard', last4: '4444' },
      nextBillingDate: (await status(c)).firstChargeDate,
    });
    // Stripe sends it again (a retry under a new id): nothing is added twice.
    expect((await webhook(setupEvent('evt_seti_2', setup.intentId))).statusCode).toBe(200);
    // The browser's confirm arrives late: it succeeds, and the card is not recorded a second time.
    const late = await c.post(`/api/subscription/confirm-payment/${c.id}`, { setupIntentId: setup.intentId, paymentMethodAdded: true });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'trial', autoRenew: true, paymentMethod: { last4: '4444' } });
    expect((await c.post(`/api/subscription/confirm-payment/${c.id}`, { setupIntentId: setup.intentId })).statusCode).toBe(409);
    expect((await history(c.id)).filter((h) => h.startsWith('payment_method_added'))).toEqual(['payment_method_added:trial']);
  });

  it('after the browser confirmed, the event changes nothing; a late card never undoes a cancel', async () => {
    const d = await signUp(t.app);
    await d.post(`/api/subscription/setup-payment/${d.id}`);
    const first = (await d.post(`/api/subscription/setup-payment/${d.id}`)).json();
    fake.succeedSetupIntent(first.intentId);
    expect((await d.post(`/api/subscription/confirm-payment/${d.id}`, { setupIntentId: first.intentId })).statusCode).toBe(200);
    await webhook(setupEvent('evt_seti_confirmed', first.intentId));
    expect((await history(d.id)).filter((h) => h.startsWith('payment_method_added'))).toHaveLength(1);

    // A replacement card goes through at Stripe, the person cancels, and only then does Stripe's event arrive.
    const second = (await d.post(`/api/subscription/setup-payment/${d.id}`)).json();
    fake.succeedSetupIntent(second.intentId, { brand: 'visa', last4: '0077', exp_month: 1, exp_year: 2032 });
    expect((await d.post(`/api/subscription/cancel/${d.id}`)).json()).toMatchObject({ status: 'canceled', autoRenew: false });
    expect((await webhook(setupEvent('evt_seti_after_cancel', second.intentId))).statusCode).toBe(200);
    expect(await status(d)).toMatchObject({ status: 'canceled', autoRenew: false, hasAccess: true, paymentMethod: { last4: '0077' } });
    const subId = (await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, d.id)))[0]!.providerSubscriptionId!;
    expect(fake.subscriptions.get(subId)).toMatchObject({ cancel_at_period_end: true });
  });
});
