import { addMonths } from 'date-fns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DECLINE_MESSAGES,
  PLAN_PRICE_CENTS,
  TRIAL_DAYS,
  type TClientSecret,
  type TConfirmPayment,
  type TSandboxIntent,
  type TSubscriptionStatus,
} from '../../../contract/subscription.js';
import { helloLine } from '../../../contract/names.js';
import type { DbOrTx } from '../../db/client.js';
import { sandboxIntents, subscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { hasPremiumAccess, readSubscription, type SubscriptionRow } from '../../domain/premium.js';
import { claimTrial, trialUsedBy } from '../../domain/trials.js';
import type { SessionUser } from '../../platform/session.js';
import { recordBillingEvent } from './billing-events.js';
import { DAY_MS, effectiveStatus, firstChargeOf, toApiStatus } from './present.js';
import { stripeCancel, stripeConfirmPayment, stripeSetAutoRenew, stripeSetupPayment } from './stripe-billing.js';
import { checkCard, stripeLikeId } from './test-cards.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'mailer' | 'config' | 'emailHash'>;

const PROVIDER = 'sandbox';

export function publishChange(deps: Pick<AppDeps, 'events'>, userId: number) {
  deps.events.publish({ userId, topics: ['subscription'] });
}

export async function subscriptionStatus(deps: Pick<AppDeps, 'db' | 'now' | 'emailHash'>, userId: number): Promise<TSubscriptionStatus> {
  const sub = await readSubscription(deps.db, userId);
  // A free trial is offered to someone who never started premium, unless their address had one (decision 137).
  const trialAvailable = sub === null && !(await trialUsedBy(deps, userId));
  return toApiStatus(sub, deps.now(), trialAvailable);
}

async function lockSubscription(tx: DbOrTx, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ?? null;
}

async function createIntent(tx: DbOrTx, userId: number, kind: 'setup' | 'payment', now: Date): Promise<TClientSecret> {
  const id = stripeLikeId(kind === 'setup' ? 'seti' : 'pi');
  const clientSecret = `${id}_secret_${stripeLikeId('s', 24).slice(2)}`;
  await tx.insert(sandboxIntents).values({
    id,
    userId,
    kind,
    clientSecret,
    amountCents: kind === 'setup' ? 0 : PLAN_PRICE_CENTS,
    status: 'requires_payment_method',
    createdAt: now,
  });
  return { clientSecret, kind, intentId: id };
}

/**
 * §4.9: with no subscription, starts the 5-day trial (no card) and returns a $0 card check (seti_…), unless this
 * e-mail address had its free trial before (decision 137): then premium starts with its first month, a $5.00
 * payment (pi_…). While premium lasts, a card check to add or replace the card; once access has ended (expired,
 * past_due), a $5.00 payment that reactivates premium.
 */
export async function setupPayment(deps: Deps, user: SessionUser): Promise<TClientSecret> {
  if (deps.config.stripe) {
    const answer = await stripeSetupPayment(deps, user);
    publishChange(deps, user.id);
    return answer;
  }
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, user.id);
    if (!sub) {
      if (!(await claimTrial(deps, tx, user.email, now))) return createIntent(tx, user.id, 'payment', now);
      const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.insert(subscriptions).values({
        userId: user.id,
        status: 'trial',
        provider: PROVIDER,
        trialStartedAt: now,
        trialEndsAt,
        currentPeriodEnd: trialEndsAt,
        autoRenew: false,
        providerCustomerId: stripeLikeId('cus', 14),
        providerSubscriptionId: stripeLikeId('sub'),
        createdAt: now,
        updatedAt: now,
      });
      await recordBillingEvent(tx, { userId: user.id, type: 'trial_started', status: 'trial', provider: PROVIDER, at: now });
      return createIntent(tx, user.id, 'setup', now);
    }
    return createIntent(tx, user.id, hasPremiumAccess(sub, now) ? 'setup' : 'payment', now);
  });
  publishChange(deps, user.id);
  return answer;
}

async function ownIntent(db: DbOrTx, user: SessionUser, id: string, clientSecret?: string) {
  const [intent] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
  if (!intent) throw notFound('No such payment. Start again from the Subscription page.');
  if (intent.userId !== user.id) throw forbidden('This payment belongs to another account.');
  if (clientSecret !== undefined && intent.clientSecret !== clientSecret)
    throw badRequest('The payment secret does not match this payment.');
  return intent;
}

const toApiIntent = (i: typeof sandboxIntents.$inferSelect, error: TSandboxIntent['error'] = null): TSandboxIntent => ({
  id: i.id,
  status: i.status as TSandboxIntent['status'],
  error,
});

/**
 * The sandbox's stand-in for Stripe.js confirming an intent with a card: checks the card as Stripe would
 * answer its published test cards. A decline leaves the intent waiting for another card, as at Stripe.
 */
function requireSandbox(deps: Deps) {
  if (deps.config.stripe) throw notFound('This server takes cards through Stripe: the sandbox card form is off.');
}

export async function confirmSandboxIntent(
  deps: Deps,
  user: SessionUser,
  intentId: string,
  input: { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string },
): Promise<TSandboxIntent> {
  requireSandbox(deps);
  const now = deps.now();
  const intent = await ownIntent(deps.db, user, intentId, input.clientSecret);
  if (intent.status === 'succeeded') throw conflict('This payment has already gone through.');
  const checked = checkCard(input, now);
  if ('error' in checked) return toApiIntent(intent, checked.error ?? null);
  const { card } = checked;
  if (typeof card.onConfirm === 'object') {
    const error = {
      type: 'card_error' as const,
      code: card.onConfirm.code,
      declineCode: card.onConfirm.declineCode,
      message: 'Your card was declined.',
    };
    if (intent.kind === 'payment')
      await recordBillingEvent(deps.db, {
        userId: user.id,
        type: 'charge_failed',
        status: effectiveStatus(await readSubscription(deps.db, user.id), now),
        provider: PROVIDER,
        at: now,
        amountCents: intent.amountCents,
        providerObjectId: intent.id,
        detail: { code: error.code, declineCode: error.declineCode },
      });
    return toApiIntent({ ...intent, status: 'requires_payment_method' }, error);
  }
  const status = card.onConfirm === 'requires_action' ? 'requires_action' : 'succeeded';
  const [updated] = await deps.db
    .update(sandboxIntents)
    .set({
      status,
      paymentMethodId: stripeLikeId('pm'),
      cardBrand: card.brand,
      cardLast4: checked.last4,
      cardExpMonth: checked.expMonth,
      cardExpYear: checked.expYear,
    })
    .where(and(eq(sandboxIntents.id, intent.id), sql`${sandboxIntents.status} <> 'succeeded'`))
    .returning();
  if (!updated) throw conflict('This payment has already gone through.');
  if (status === 'succeeded') await recordIntentCharge(deps.db, updated, now);
  return toApiIntent(updated);
}

async function recordIntentCharge(db: DbOrTx, intent: typeof sandboxIntents.$inferSelect, now: Date) {
  if (intent.kind !== 'payment') return;
  const sub = await readSubscription(db, intent.userId);
  await recordBillingEvent(db, {
    userId: intent.userId,
    type: 'charge_succeeded',
    status: effectiveStatus(sub, now),
    provider: PROVIDER,
    at: now,
    amountCents: intent.amountCents,
    providerObjectId: intent.id,
  });
}

/** The sandbox's 3-D Secure step (4000 0025 0000 3155): the person approves or fails the check. */
export async function authenticateSandboxIntent(
  deps: Deps,
  user: SessionUser,
  intentId: string,
  input: { clientSecret: string; approve: boolean },
): Promise<TSandboxIntent> {
  requireSandbox(deps);
  const now = deps.now();
  const intent = await ownIntent(deps.db, user, intentId, input.clientSecret);
  if (intent.status !== 'requires_action') throw conflict('This payment is not waiting for verification.');
  if (!input.approve) {
    const [reset] = await deps.db
      .update(sandboxIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(sandboxIntents.id, intent.id))
      .returning();
    const code = intent.kind === 'setup' ? 'setup_intent_authentication_failure' : 'payment_intent_authentication_failure';
    return toApiIntent(reset!, { type: 'card_error', code, declineCode: null, message: 'The verification failed.' });
  }
  const [done] = await deps.db
    .update(sandboxIntents)
    .set({ status: 'succeeded' })
    .where(and(eq(sandboxIntents.id, intent.id), eq(sandboxIntents.status, 'requires_action')))
    .returning();
  if (!done) throw conflict('This payment is not waiting for verification.');
  await recordIntentCharge(deps.db, done, now);
  return toApiIntent(done);
}

/**
 * The client says an intent succeeded; the server re-reads it (never trusting the client's word) and applies it
 * once: a card check puts the card on file and turns auto-renew on; a $5.00 payment starts a paid month.
 */
export async function confirmPayment(deps: Deps, user: SessionUser, input: TConfirmPayment): Promise<TSubscriptionStatus> {
  if (deps.config.stripe) {
    await stripeConfirmPayment(deps, user, input);
    publishChange(deps, user.id);
    return subscriptionStatus(deps, user.id);
  }
  const now = deps.now();
  const id = (input.setupIntentId ?? input.paymentIntentId)!;
  const intent = await ownIntent(deps.db, user, id);
  if (intent.kind !== (input.setupIntentId ? 'setup' : 'payment')) throw badRequest('That id names a different kind of payment.');
  if (intent.status !== 'succeeded') throw conflict('This payment has not gone through yet. Please confirm your card first.');
  const mail = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(sandboxIntents)
      .set({ appliedAt: now })
      .where(and(eq(sandboxIntents.id, intent.id), isNull(sandboxIntents.appliedAt)))
      .returning();
    if (!claimed) throw conflict('This payment was already confirmed.');
    const sub = await lockSubscription(tx, user.id);
    // A first month paid without a trial (the address had one before, decision 137) starts the plan here.
    if (!sub && claimed.kind === 'setup') throw conflict('Start your free trial first.');
    const card = {
      cardBrand: claimed.cardBrand,
      cardLast4: claimed.cardLast4,
      cardExpMonth: claimed.cardExpMonth,
      cardExpYear: claimed.cardExpYear,
      providerPaymentMethodId: claimed.paymentMethodId,
    };
    if (claimed.kind === 'setup' && sub) {
      const status = effectiveStatus(sub, now);
      const inTrial = status === 'trial';
      await tx
        .update(subscriptions)
        .set({
          ...card,
          // §4.9: adding a card during the trial turns auto-renew on; the first charge is the day after it ends.
          ...(inTrial && { autoRenew: true, currentPeriodEnd: firstChargeOf(sub.trialEndsAt!) }),
          updatedAt: now,
        })
        .where(eq(subscriptions.userId, user.id));
      await recordBillingEvent(tx, {
        userId: user.id,
        type: 'payment_method_added',
        status,
        provider: PROVIDER,
        at: now,
        amountCents: 0,
        providerObjectId: claimed.id,
        detail: { brand: claimed.cardBrand, last4: claimed.cardLast4 },
      });
      return null;
    }
    const periodEnd = addMonths(now, 1);
    const paid = { ...card, status: 'active', autoRenew: true, currentPeriodEnd: periodEnd, updatedAt: now };
    await tx
      .insert(subscriptions)
      .values({
        ...paid,
        userId: user.id,
        provider: PROVIDER,
        providerCustomerId: stripeLikeId('cus', 14),
        providerSubscriptionId: stripeLikeId('sub'),
        createdAt: now,
      })
      .onConflictDoUpdate({ target: subscriptions.userId, set: paid });
    await recordBillingEvent(tx, {
      userId: user.id,
      type: 'activated',
      status: 'active',
      provider: PROVIDER,
      at: now,
      amountCents: claimed.amountCents,
      providerObjectId: claimed.id,
    });
    return { amountCents: claimed.amountCents, periodEnd, last4: claimed.cardLast4 };
  });
  publishChange(deps, user.id);
  if (mail) await sendReceipt(deps, user, mail);
  return subscriptionStatus(deps, user.id);
}

/** Cancel keeps premium to the end of what was paid (or of the trial) and says until when; nothing renews. */
export async function cancelSubscription(deps: Deps, user: SessionUser): Promise<TSubscriptionStatus> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, user.id);
    const status = effectiveStatus(sub, now);
    if (!sub || (status !== 'trial' && status !== 'active')) throw conflict('There is no active subscription to cancel.');
    if (deps.config.stripe) return stripeCancel({ ...deps, db: tx }, user, sub);
    const accessEnd = status === 'trial' ? sub.trialEndsAt! : sub.currentPeriodEnd!;
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', autoRenew: false, currentPeriodEnd: accessEnd, updatedAt: now })
      .where(eq(subscriptions.userId, user.id));
    await recordBillingEvent(tx, {
      userId: user.id,
      type: 'canceled',
      status: 'canceled',
      provider: PROVIDER,
      at: now,
      detail: { accessUntil: accessEnd.toISOString() },
    });
  });
  publishChange(deps, user.id);
  return subscriptionStatus(deps, user.id);
}

/**
 * The auto-renew switch. On needs a card on file (409 'Payment Method Required'); turning it on again
 * before a canceled period ends resumes the plan. Off keeps access to the end of the period.
 */
export async function setAutoRenew(deps: Deps, user: SessionUser, on: boolean): Promise<TSubscriptionStatus> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, user.id);
    const status = effectiveStatus(sub, now);
    if (!sub || status === 'none' || status === 'expired' || status === 'past_due')
      throw conflict(
        status === 'past_due'
          ? 'Your last payment did not go through. Update your card to restore premium.'
          : 'There is no subscription to renew. Start your free trial or add a card first.',
      );
    if (on && !sub.cardLast4) throw conflict('Payment Method Required: add a card before turning auto-renew on.');
    if (deps.config.stripe) return stripeSetAutoRenew({ ...deps, db: tx }, user, sub, on);
    if (sub.autoRenew === on && status !== 'canceled') return;
    // A canceled trial (its period ends when the trial does) resumes as a trial, a canceled paid month as active.
    const wasTrial = sub.trialEndsAt !== null && sub.currentPeriodEnd?.getTime() === sub.trialEndsAt.getTime();
    const nextStatus = on && status === 'canceled' ? (wasTrial ? 'trial' : 'active') : status;
    const periodEnd =
      nextStatus === 'trial' ? (on ? firstChargeOf(sub.trialEndsAt!) : sub.trialEndsAt!) : (sub.currentPeriodEnd ?? undefined);
    await tx
      .update(subscriptions)
      .set({ autoRenew: on, status: nextStatus, currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(subscriptions.userId, user.id));
    await recordBillingEvent(tx, {
      userId: user.id,
      type: on ? 'auto_renew_on' : 'auto_renew_off',
      status: nextStatus,
      provider: PROVIDER,
      at: now,
    });
  });
  publishChange(deps, user.id);
  return subscriptionStatus(deps, user.id);
}

export async function sendReceipt(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  user: { email: string; name: string },
  charge: { amountCents: number; periodEnd: Date; last4: string | null },
) {
  const amount = `$${(charge.amountCents / 100).toFixed(2)}`;
  await deps.mailer.send({
    to: user.email,
    subject: `Your Lamplight receipt: ${amount}`,
    text: [
      helloLine(user.name),
      '',
      `We charged ${amount} to your card${charge.last4 ? ` ending in ${charge.last4}` : ''} for one month of Lamplight Premium.`,
      `Your premium access now runs until ${charge.periodEnd.toUTCString().slice(0, 16)}.`,
      '',
      `Manage or cancel any time: ${deps.config.appUrl}/subscription-status`,
    ].join('\n'),
  });
}

export async function sendPaymentFailed(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  user: { email: string; name: string },
  declineCode: string,
) {
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Lamplight payment did not go through',
    text: [
      helloLine(user.name),
      '',
      'We tried to charge $5.00 for your next month of Lamplight Premium, but it did not go through.',
      DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES.generic_decline!,
      '',
      `Update your card here to restore premium: ${deps.config.appUrl}/subscription-status`,
      'Nothing else will be charged until you do.',
    ].join('\n'),
  });
}
