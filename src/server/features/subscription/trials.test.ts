import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, usedTrials } from '../../db/schema/index.js';
import { normalisedEmail } from '../../domain/trials.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/harness.js';

/** One free trial per mailbox, kept after the account is deleted (issue 37 §5, decision 137). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const status = async (u: TestUser) => (await u.get(`/api/subscription/status/${u.id}`)).json();
const startPremium = async (u: TestUser) => {
  const res = await u.post(`/api/subscription/setup-payment/${u.id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { kind: 'setup' | 'payment'; intentId: string; clientSecret: string };
};
const deleteAccount = async (u: TestUser) =>
  expect((await u.del(`/api/users/${u.id}`, { password: u.account.password })).statusCode).toBe(200);
const mailbox = () => `ruth.moab${Math.random().toString(36).slice(2, 8)}`;

describe('the free trial', () => {
  it('is not given again to an address that had it, after the account is deleted; the paid plan is offered and works', async () => {
    const name = mailbox();
    const first = await signUp(t.app, { email: `${name}+lamp@gmail.com` });
    expect(await status(first)).toMatchObject({ status: 'none', trialAvailable: true });
    expect((await startPremium(first)).kind).toBe('setup');
    expect(await status(first)).toMatchObject({ status: 'trial', hasAccess: true, trialAvailable: false });
    await deleteAccount(first);

    // The same mailbox, written another way (Gmail ignores dots and +tags, case never counts).
    const again = await signUp(t.app, { email: `${name.replace('.', '').toUpperCase()}@googlemail.com` });
    expect(await status(again)).toMatchObject({ status: 'none', hasAccess: false, trialAvailable: false });
    const prayer = await again.post('/api/prayer-assistant', { userId: again.id });
    expect(prayer.statusCode).toBe(402);
    expect(prayer.json().message).toBe(
      'This is a premium feature. This e-mail address has had its free trial; subscribe on the Subscription page for $5.00/month, cancel anytime.',
    );

    // Starting premium is the first paid month ($5.00 now), not a trial: nothing is given before it is paid.
    const pay = await startPremium(again);
    expect(pay.kind).toBe('payment');
    expect(pay.clientSecret).toMatch(/^pi_/);
    expect(await status(again)).toMatchObject({ status: 'none', hasAccess: false });
    const charged = await again.post(`/api/subscription/sandbox/intents/${pay.intentId}/confirm`, {
      clientSecret: pay.clientSecret,
      ...card,
    });
    expect(charged.json()).toMatchObject({ status: 'succeeded' });
    const done = await again.post(`/api/subscription/confirm-payment/${again.id}`, { paymentIntentId: pay.intentId });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'active', hasAccess: true, autoRenew: true, trialAvailable: false });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, again.id));
    expect(row?.trialStartedAt).toBeNull();
  });

  it('is one per mailbox even for two accounts at once (name+1@, name+2@)', async () => {
    const name = mailbox();
    const [one, two] = await Promise.all([
      signUp(t.app, { email: `${name}+1@example.org` }),
      signUp(t.app, { email: `${name}+2@example.org` }),
    ]);
    const kinds = (await Promise.all([startPremium(one), startPremium(two)])).map((a) => a.kind).sort();
    expect(kinds).toEqual(['payment', 'setup']);
    // Another person at the same provider, or a dotted name outside Gmail, is someone else.
    const other = await signUp(t.app, { email: `${name.replace('.', '')}@example.org` });
    expect((await startPremium(other)).kind).toBe('setup');
  });

  it('is remembered at deletion for a trial the ledger never saw (before it existed, or under an address changed since)', async () => {
    const u = await signUp(t.app, { email: `${mailbox()}@example.net` });
    await startPremium(u);
    const changed = `${mailbox()}@example.net`;
    expect((await u.put(`/api/users/${u.id}`, { email: changed, currentPassword: u.account.password })).statusCode).toBe(200);
    await deleteAccount(u);
    const back = await signUp(t.app, { email: changed });
    expect(await status(back)).toMatchObject({ trialAvailable: false });

    // A trial from before the ledger: nothing was written when it started, the deletion writes it.
    const old = await signUp(t.app, { email: `${mailbox()}@example.net` });
    await startPremium(old);
    await t.database.db.delete(usedTrials).where(eq(usedTrials.emailHash, t.app.deps.emailHash(normalisedEmail(old.email))));
    await deleteAccount(old);
    expect(await status(await signUp(t.app, { email: old.email }))).toMatchObject({ trialAvailable: false });
  });

  it('keeps only a keyed hash of the address: not the address, not a plain hash of it, and never exported', async () => {
    const u = await signUp(t.app, { email: `${mailbox()}@example.com` });
    await startPremium(u);
    const rows = await t.database.db.select().from(usedTrials);
    const text = JSON.stringify(rows);
    const address = normalisedEmail(u.email);
    expect(text).not.toContain(address.split('@')[0]);
    for (const plain of ['sha256', 'sha1', 'md5'])
      for (const encoding of ['hex', 'base64url'] as const) expect(text).not.toContain(createHash(plain).update(address).digest(encoding));
    // Under another server secret (another VAPID key) the same address gives another value.
    const elsewhere = await createTestApp({ database: t.database });
    try {
      expect(elsewhere.app.deps.emailHash(address)).not.toBe(t.app.deps.emailHash(address));
    } finally {
      await elsewhere.app.close();
    }
    const exported = JSON.stringify((await u.get(`/api/users/${u.id}/export`)).json());
    expect(exported).not.toContain('used_trials');
  });
});

describe('normalisedEmail', () => {
  it('folds case and +tags everywhere, and dots only at Gmail', () => {
    expect(normalisedEmail(' Ann.Lee+prayer@GoogleMail.com ')).toBe('annlee@gmail.com');
    expect(normalisedEmail('a.n.n.l.e.e@gmail.com')).toBe('annlee@gmail.com');
    expect(normalisedEmail('J.Doe+news@Example.com')).toBe('j.doe@example.com');
    expect(normalisedEmail('+only@example.com')).toBe('+only@example.com');
  });
});

describe('on Stripe', () => {
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it('an address that had its trial gets a plan without trial whose first invoice is paid now', async () => {
    const email = `${mailbox()}@example.com`;
    const first = await signUp(s.app, { email });
    expect((await first.post(`/api/subscription/setup-payment/${first.id}`)).json().kind).toBe('setup');
    await deleteAccount(first);
    const again = await signUp(s.app, { email });
    const before = fake.requests.length;
    const pay = (await again.post(`/api/subscription/setup-payment/${again.id}`)).json();
    expect(pay).toMatchObject({ kind: 'payment', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const created = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.body).toMatchObject({ payment_behavior: 'default_incomplete' });
    expect(created.body.trial_end).toBeUndefined();
    expect(await status(again)).toMatchObject({ hasAccess: false, trialAvailable: false });
  });
});
