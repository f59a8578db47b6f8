import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../../db/schema/index.js';
import { client, createTestApp, sessionCookie, signUp, type TestApp, type TestUser } from '../../test/harness.js';
import { requirePremium } from '../../domain/premium.js';
import { sweepRenewals } from './renewals.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
const log = { error: () => {} };
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(() => t.close());

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: '123' });

async function status(u: TestUser) {
  const res = await u.get(`/api/subscription/status/${u.id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The card form's work: a client secret from the server, the card confirmed with the provider, then confirm-payment. */
async function addCard(u: TestUser, cardNumber: string) {
  const setup = (await u.post(`/api/subscription/setup-payment/${u.id}`)).json();
  const confirmed = await u.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
    clientSecret: setup.clientSecret,
    ...card(cardNumber),
  });
  expect(confirmed.statusCode).toBe(200);
  const key = setup.kind === 'setup' ? 'setupIntentId' : 'paymentIntentId';
  const done = await u.post(`/api/subscription/confirm-payment/${u.id}`, { [key]: setup.intentId, paymentMethodAdded: true });
  return { setup, confirmed: confirmed.json(), done };
}

/** Sessions last 30 days: a timeline that spans months signs in again, as a person would. */
async function signInAgain(u: TestUser): Promise<TestUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: u.username, password: u.account.password },
  });
  const cookie = sessionCookie(res);
  return { ...u, cookie, ...client(t.app, cookie) };
}

async function history(userId: number) {
  const rows = await t.app.deps.db.select().from(billingEvents).where(eq(billingEvents.userId, userId)).orderBy(asc(billingEvents.id));
  return rows.map((r) => `${r.type}:${r.status}${r.amountCents ? `:${r.amountCents}` : ''}`);
}

describe('subscription timeline (sandbox, moved clock)', () => {
  it('day 0 → trial → card → day 6 first charge → month 2 → decline → past_due → reactivation → cancel → expired', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const changes: string[][] = [];
    const off = t.events.subscribe(a.id, (e) => changes.push(e.topics));
    expect(await status(a)).toMatchObject({ status: 'none', hasAccess: false, daysLeft: 0, requiresPayment: false, paymentMethod: null });
    await expect(requirePremium(t.app.deps, a.id)).rejects.toMatchObject({ status: 402 });

    // Day 0: the trial starts with no card; the answer is a $0 card check.
    const start = await a.post(`/api/subscription/setup-payment/${a.id}`);
    expect(start.statusCode).toBe(200);
    expect(start.json().clientSecret).toMatch(/^seti_[A-Za-z0-9]+_secret_/);
    expect(changes).toContainEqual(['subscription']);
    expect(await status(a)).toMatchObject({
      status: 'trial',
      hasAccess: true,
      daysLeft: 5,
      trialEndsAt: '2026-03-15T15:00:00.000Z',
      firstChargeDate: '2026-03-16T15:00:00.000Z',
      expiryDate: '2026-03-15T15:00:00.000Z',
      nextBillingDate: null,
      autoRenew: false,
    });
    await requirePremium(t.app.deps, a.id);

    // Day 1: auto-renew without a card is refused; a 4242 card turns it on and names the first charge.
    t.clock.set('2026-03-11T15:00:00Z');
    const noCard = await a.post(`/api/subscription/auto-renew/${a.id}`, { autoRenew: true });
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().message).toMatch(/^Payment Method Required/);
    const added = await addCard(a, '4242 4242 4242 4242');
    expect(added.done.statusCode).toBe(200);
    expect(added.done.json()).toMatchObject({
      status: 'trial',
      autoRenew: true,
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      nextBillingDate: '2026-03-16T15:00:00.000Z',
      expiryDate: null,
    });
    // A second confirm of the same card check changes nothing.
    const again = await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: added.setup.intentId });
    expect(again.statusCode).toBe(409);

    // Day 4: the honest reminder, two days before the first charge, with a cancel link.
    t.clock.set('2026-03-14T16:00:00Z');
    await sweepRenewals(t.app.deps, log);
    await sweepRenewals(t.app.deps, log);
    const reminders = t.mailer.sent.filter((m) => m.to === a.email && m.subject.startsWith('Your free trial becomes $5.00/month'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('http://lamplight.test/subscription-status?cancel=1');
    expect(reminders[0]!.text).toContain('Mon, 16 Mar 2026');

    // Day 5 past the trial's end: access holds until the first charge, which is not made early.
    t.clock.set('2026-03-15T18:00:00Z');
    expect(await sweepRenewals(t.app.deps, log)).toBe(0);
    expect(await status(a)).toMatchObject({ status: 'trial', hasAccess: true });

    // Day 6: first charge → active for a month.
    t.clock.set('2026-03-16T15:01:00Z');
    expect(await sweepRenewals(t.app.deps, log)).toBe(1);
    expect(await sweepRenewals(t.app.deps, log)).toBe(0);
    expect(await status(a)).toMatchObject({
      status: 'active',
      hasAccess: true,
      nextBillingDate: '2026-04-16T15:00:00.000Z',
      currentPeriodEnd: '2026-04-16T15:00:00.000Z',
    });
    expect(t.mailer.sent.filter((m) => m.to === a.email && m.subject === 'Your Lamplight receipt: $5.00')).toHaveLength(1);

    // Month 2 renews.
    t.clock.set('2026-04-16T15:00:30Z');
    a = await signInAgain(a);
    expect(await sweepRenewals(t.app.deps, log)).toBe(1);
    expect((await status(a)).currentPeriodEnd).toBe('2026-05-16T15:00:00.000Z');

    // A new card that declines every charge → the month-3 renewal fails → past_due, locked, told by mail.
    t.clock.set('2026-05-01T10:00:00Z');
    a = await signInAgain(a);
    expect((await addCard(a, '4000000000000341')).done.statusCode).toBe(200);
    t.clock.set('2026-05-16T15:01:00Z');
    expect(await sweepRenewals(t.app.deps, log)).toBe(1);
    expect(await status(a)).toMatchObject({ status: 'past_due', hasAccess: false, requiresPayment: true });
    await expect(requirePremium(t.app.deps, a.id)).rejects.toMatchObject({ status: 402 });
    const failed = t.mailer.sent.find((m) => m.to === a.email && m.subject === 'Your Lamplight payment did not go through');
    expect(failed?.text).toContain('Your card was declined.');
    expect(failed?.text).toContain('/subscription-status');
    expect(await sweepRenewals(t.app.deps, log)).toBe(0);

    // Reactivation: $5.00 today (pi_), a month from now.
    t.clock.set('2026-05-18T09:00:00Z');
    const reactivated = await addCard(a, '4242424242424242');
    expect(reactivated.setup.clientSecret).toMatch(/^pi_/);
    expect(reactivated.done.json()).toMatchObject({ status: 'active', hasAccess: true, currentPeriodEnd: '2026-06-18T09:00:00.000Z' });

    // Cancel keeps access to the period's end, then it expires.
    t.clock.set('2026-06-01T09:00:00Z');
    a = await signInAgain(a);
    const canceled = await a.post(`/api/subscription/cancel/${a.id}`);
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      hasAccess: true,
      autoRenew: false,
      expiryDate: '2026-06-18T09:00:00.000Z',
      daysLeft: 17,
      nextBillingDate: null,
    });
    await requirePremium(t.app.deps, a.id);
    expect((await a.post(`/api/subscription/cancel/${a.id}`)).statusCode).toBe(409);
    t.clock.set('2026-06-18T09:00:00Z');
    expect((await status(a)).status).toBe('expired');
    expect(await sweepRenewals(t.app.deps, log)).toBe(1);
    expect(await status(a)).toMatchObject({ status: 'expired', hasAccess: false, requiresPayment: true });
    off();

    expect(await history(a.id)).toEqual([
      'trial_started:trial',
      'payment_method_added:trial',
      'activated:active:500',
      'renewed:active:500',
      'payment_method_added:active',
      'charge_failed:past_due:500',
      'charge_succeeded:past_due:500',
      'activated:active:500',
      'canceled:canceled',
      'expired:expired',
    ]);
  });

  it('keeps billing_events append-only', async () => {
    await expect(t.app.deps.db.execute(sql`update billing_events set amount_cents = 0 where user_id = ${a.id}`)).rejects.toThrow();
    await expect(t.app.deps.db.execute(sql`delete from billing_events where user_id = ${a.id}`)).rejects.toThrow();
    expect((await history(a.id)).length).toBe(10);
  });

  it('erasing an account still takes its billing history with it', async () => {
    const gone = await signUp(t.app);
    await gone.post(`/api/subscription/setup-payment/${gone.id}`);
    expect(await history(gone.id)).toEqual(['trial_started:trial']);
    await t.app.deps.db.execute(sql`delete from users where id = ${gone.id}`);
    expect(await history(gone.id)).toEqual([]);
  });

  it('a trial without a card expires at its end; the guard then answers 402', async () => {
    const c = await signUp(t.app);
    t.clock.set('2026-03-10T15:00:00Z');
    await c.post(`/api/subscription/setup-payment/${c.id}`);
    t.clock.set('2026-03-15T15:00:00Z');
    expect(await sweepRenewals(t.app.deps, log)).toBe(1);
    expect(await status(c)).toMatchObject({ status: 'expired', hasAccess: false, requiresPayment: true });
    expect((await c.post(`/api/subscription/setup-payment/${c.id}`)).json().kind).toBe('payment');
  });
});

describe('cards, ownership and bad input', () => {
  it('answers each declined test card with its code and changes nothing', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const d = await signUp(t.app);
    const setup = (await d.post(`/api/subscription/setup-payment/${d.id}`)).json();
    const cases: [string, string, string | null][] = [
      ['4000000000000002', 'card_declined', 'generic_decline'],
      ['4000000000009995', 'card_declined', 'insufficient_funds'],
      ['4000000000009987', 'card_declined', 'lost_card'],
      ['4000000000009979', 'card_declined', 'stolen_card'],
    ];
    for (const [number, code, declineCode] of cases) {
      const res = await d.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
        clientSecret: setup.clientSecret,
        ...card(number),
      });
      expect(res.json()).toMatchObject({ status: 'requires_payment_method', error: { type: 'card_error', code, declineCode } });
    }
    const typo = await d.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
      clientSecret: setup.clientSecret,
      ...card('4242424242424241'),
    });
    expect(typo.json().error).toMatchObject({ type: 'validation_error', code: 'incorrect_number' });
    const early = await d.post(`/api/subscription/confirm-payment/${d.id}`, { setupIntentId: setup.intentId });
    expect(early.statusCode).toBe(409);
    expect((await status(d)).paymentMethod).toBeNull();
  });

  it('4000 0025 0000 3155 needs verification first, then confirms', async () => {
    const e = await signUp(t.app);
    const setup = (await e.post(`/api/subscription/setup-payment/${e.id}`)).json();
    const url = `/api/subscription/sandbox/intents/${setup.intentId}`;
    expect((await e.post(`${url}/confirm`, { clientSecret: setup.clientSecret, ...card('4000002500003155') })).json().status).toBe(
      'requires_action',
    );
    expect((await e.post(`/api/subscription/confirm-payment/${e.id}`, { setupIntentId: setup.intentId })).statusCode).toBe(409);
    const approved = await e.post(`${url}/authenticate`, { clientSecret: setup.clientSecret, approve: true });
    expect(approved.json()).toMatchObject({ status: 'succeeded', error: null });
    const done = await e.post(`/api/subscription/confirm-payment/${e.id}`, { setupIntentId: setup.intentId, paymentMethodAdded: true });
    expect(done.json()).toMatchObject({ autoRenew: true, paymentMethod: { last4: '3155' } });
  });

  it("refuses a foreign id, someone else's intent and bad bodies with clear 4xx", async () => {
    const setup = (await b.post(`/api/subscription/setup-payment/${b.id}`)).json();
    expect((await a.get(`/api/subscription/status/${b.id}`)).statusCode).toBe(403);
    expect((await a.post(`/api/subscription/cancel/${b.id}`)).statusCode).toBe(403);
    expect((await a.post(`/api/create-subscription`, { userId: b.id })).statusCode).toBe(403);
    const theirs = await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: setup.intentId });
    expect(theirs.statusCode).toBe(403);
    const steal = await a.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
      clientSecret: setup.clientSecret,
      ...card('4242424242424242'),
    });
    expect(steal.statusCode).toBe(403);
    const neither = await a.post(`/api/subscription/confirm-payment/${a.id}`, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send either paymentIntentId or setupIntentId');
    expect((await a.post(`/api/subscription/confirm-payment/${a.id}`, { setupIntentId: 'pi_123' })).json().message).toBe(
      'setupIntentId must start with seti_',
    );
    expect((await a.post(`/api/subscription/auto-renew/${a.id}`, { autoRenew: 'yes' })).json().message).toBe(
      'autoRenew must be true or false',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/subscription/status/${a.id}` })).statusCode).toBe(401);
    expect((await status(b)).paymentMethod).toBeNull();
  });

  it('two sweeps at once charge a due renewal once', async () => {
    const f = await signUp(t.app);
    t.clock.set('2026-03-10T15:00:00Z');
    await f.post(`/api/subscription/setup-payment/${f.id}`);
    await addCard(f, '4242424242424242');
    t.clock.set('2026-03-16T16:00:00Z');
    await Promise.all([sweepRenewals(t.app.deps, log), sweepRenewals(t.app.deps, log), sweepRenewals(t.app.deps, log)]);
    expect((await history(f.id)).filter((h) => h.startsWith('activated'))).toHaveLength(1);
  });
});
