import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { registerErrorHandler } from '../platform/errors.js';
import { hasPremiumAccess, requirePremium, type SubscriptionRow } from './premium.js';

// The guard as a premium route uses it: requirePremium after the session check, answered by the app's error handler.
let t: TestApp;
let route: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  route = Fastify();
  registerErrorHandler(route);
  route.get<{ Params: { id: string } }>('/premium/:id', async (request) => {
    await requirePremium(t.app.deps, Number(request.params.id));
    return { ok: true };
  });
  await route.ready();
});
afterAll(async () => {
  await route.close();
  await t.close();
});

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

async function personWith(sub: Partial<SubscriptionRow> | null) {
  const user = await signUp(t.app);
  if (sub) await t.app.deps.db.insert(subscriptions).values({ userId: user.id, provider: 'sandbox', status: 'trial', ...sub });
  return user.id;
}

async function ask(userId: number) {
  return route.inject({ method: 'GET', url: `/premium/${userId}` });
}

describe('the premium guard', () => {
  it('answers 402 PAYMENT_REQUIRED with what to do for none, expired and past_due', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const none = await ask(await personWith(null));
    expect(none.statusCode).toBe(402);
    expect(none.json()).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'This is a premium feature. Start your 5-day free trial on the Subscription page — no card needed.',
    });

    const expiredTrial = await ask(
      await personWith({ status: 'expired', trialEndsAt: at('2026-03-01T00:00:00Z'), currentPeriodEnd: at('2026-03-01T00:00:00Z') }),
    );
    expect(expiredTrial.statusCode).toBe(402);
    expect(expiredTrial.json().message).toBe(
      'Your free trial has ended. Add a card on the Account Status page to continue with premium for $5.00/month.',
    );

    const expiredPaid = await ask(
      await personWith({ status: 'expired', currentPeriodEnd: at('2026-03-01T00:00:00Z'), cardBrand: 'visa', cardLast4: '4242' }),
    );
    expect(expiredPaid.statusCode).toBe(402);
    expect(expiredPaid.json().message).toBe(
      'Your premium access has ended. Add a card on the Account Status page to continue with premium for $5.00/month.',
    );

    const pastDue = await ask(
      await personWith({ status: 'past_due', currentPeriodEnd: at('2026-03-09T00:00:00Z'), autoRenew: true, cardLast4: '0002' }),
    );
    expect(pastDue.statusCode).toBe(402);
    expect(pastDue.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', message: expect.stringContaining('Update your card') });
  });

  it('lets a trial, an active plan and a canceled plan before its period end through', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const now = t.clock().getTime();
    const trial = await personWith({ status: 'trial', trialStartedAt: new Date(now - DAY), trialEndsAt: new Date(now + 4 * DAY) });
    const active = await personWith({ status: 'active', autoRenew: true, currentPeriodEnd: new Date(now + 20 * DAY), cardLast4: '4242' });
    const activeNoRenew = await personWith({ status: 'active', autoRenew: false, currentPeriodEnd: new Date(now + DAY) });
    const canceled = await personWith({ status: 'canceled', autoRenew: false, currentPeriodEnd: new Date(now + 3 * DAY) });
    for (const id of [trial, active, activeNoRenew, canceled]) {
      const res = await ask(id);
      expect(res.statusCode, `user ${id}`).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
  });

  it('closes a trial and a canceled plan at their instant, even before the renewal sweep has run', async () => {
    t.clock.set('2026-03-10T15:00:00Z');
    const end = at('2026-03-12T15:00:00Z');
    const trial = await personWith({ status: 'trial', trialEndsAt: end, currentPeriodEnd: end });
    const canceled = await personWith({ status: 'canceled', currentPeriodEnd: end });
    const activeOff = await personWith({ status: 'active', autoRenew: false, currentPeriodEnd: end });
    t.clock.set('2026-03-12T14:59:59Z');
    for (const id of [trial, canceled, activeOff]) expect((await ask(id)).statusCode).toBe(200);
    t.clock.set('2026-03-12T15:00:00Z');
    for (const id of [trial, canceled, activeOff]) expect((await ask(id)).statusCode).toBe(402);
    await expect(requirePremium(t.app.deps, trial)).rejects.toMatchObject({ status: 402, code: 'PAYMENT_REQUIRED' });
  });

  it('decides from the row alone, as a pure function', () => {
    const now = at('2026-03-10T00:00:00Z');
    const base = { status: 'trial', trialEndsAt: at('2026-03-11T00:00:00Z') } as SubscriptionRow;
    expect(hasPremiumAccess(null, now)).toBe(false);
    expect(hasPremiumAccess(base, now)).toBe(true);
    expect(hasPremiumAccess({ ...base, trialEndsAt: null }, now)).toBe(false);
    expect(hasPremiumAccess({ ...base, status: 'past_due', autoRenew: true, currentPeriodEnd: at('2026-04-01T00:00:00Z') }, now)).toBe(
      false,
    );
    expect(hasPremiumAccess({ ...base, status: 'expired' }, now)).toBe(false);
    // Past the period with auto-renew on: the renewal is due, access holds until the sweep charges or fails.
    expect(hasPremiumAccess({ ...base, status: 'active', autoRenew: true, currentPeriodEnd: at('2026-03-01T00:00:00Z') }, now)).toBe(true);
  });
});
