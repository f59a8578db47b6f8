import Stripe from 'stripe';
import { and, eq, or } from 'drizzle-orm';
import { PLAN_CURRENCY, PLAN_PRICE_CENTS, TRIAL_DAYS, type TClientSecret, type TConfirmPayment } from '../../../contract/subscription.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { stripeEvents, subscriptions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { hasPremiumAccess, readSubscription, type SubscriptionRow } from '../../domain/premium.js';
import { claimTrial, releaseTrial } from '../../domain/trials.js';
import type { SessionUser } from '../../platform/session.js';
import { recordBillingEvent, type BillingEventType } from './billing-events.js';
import { DAY_MS } from './present.js';

type StripeConfig = NonNullable<Config['stripe']>;
type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'mailer' | 'config' | 'emailHash'>;

/** The Price's lookup key: found once in the account, or created with it. */
export const PRICE_LOOKUP_KEY = 'lamplight_premium_monthly';
/** Set on the Stripe subscription when the person cancels (as opposed to only switching auto-renew off). */
const CANCELED_FLAG = 'lamplight_canceled';

const clients = new WeakMap<StripeConfig, Stripe>();
const prices = new WeakMap<StripeConfig, Promise<string>>();

/** The official SDK, pointed at STRIPE_API_URL when set (stripe-mock, or the tests' local fake). */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    const protocol = url?.protocol === 'http:' ? ('http' as const) : ('https' as const);
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Lamplight' },
      ...(url && { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }),
    });
    clients.set(config, client);
  }
  return client;
}

/** STRIPE_PRICE_ID, else the Price with our lookup key, else one $5.00/month Price created once. */
function planPrice(stripe: Stripe, config: StripeConfig): Promise<string> {
  if (config.priceId) return Promise.resolve(config.priceId);
  let found = prices.get(config);
  if (!found) {
    found = (async () => {
      const list = await stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], active: true, limit: 1 });
      if (list.data[0]) return list.data[0].id;
      const created = await stripe.prices.create({
        currency: PLAN_CURRENCY,
        unit_amount: PLAN_PRICE_CENTS,
        recurring: { interval: 'month' },
        lookup_key: PRICE_LOOKUP_KEY,
        product_data: { name: 'Lamplight Premium' },
      });
      return created.id;
    })();
    found.catch(() => prices.delete(config));
    prices.set(config, found);
  }
  return found;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const toDate = (unix: number | null | undefined) => (unix ? new Date(unix * 1000) : null);

/**
 * The local row's fields, re-read from a Stripe subscription (never from an event's body, so events that arrive
 * twice or out of order can't leave a wrong state). Stripe's trial ends at the first charge, the day after the trial
 * Lamplight shows (§4.9: first charge = trial end + 1 day).
 */
export function fieldsFromStripe(sub: Stripe.Subscription) {
  const pm = sub.default_payment_method && typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  const card = pm?.card ?? null;
  const firstCharge = toDate(sub.trial_end);
  const trialEndsAt = firstCharge ? new Date(firstCharge.getTime() - DAY_MS) : null;
  const canceled = sub.metadata?.[CANCELED_FLAG] === '1';
  const autoRenew = !sub.cancel_at_period_end && card !== null;
  const periodEnd = toDate(sub.items.data[0]?.current_period_end);
  let status: string;
  switch (sub.status) {
    case 'trialing':
      status = canceled ? 'canceled' : 'trial';
      break;
    case 'active':
      status = canceled ? 'canceled' : 'active';
      break;
    case 'past_due':
    case 'unpaid':
      status = 'past_due';
      break;
    default:
      status = 'expired';
  }
  const trialing = sub.status === 'trialing';
  return {
    status,
    provider: 'stripe',
    trialStartedAt: toDate(sub.trial_start),
    trialEndsAt,
    currentPeriodEnd: trialing ? (autoRenew ? firstCharge : trialEndsAt) : periodEnd,
    autoRenew,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    cardExpMonth: card?.exp_month ?? null,
    cardExpYear: card?.exp_year ?? null,
    providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    providerSubscriptionId: sub.id,
    providerPaymentMethodId: pm?.id ?? null,
  };
}

async function retrieveSubscription(stripe: Stripe, id: string) {
  return stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] });
}

/** Writes the re-read state; a status change is appended to billing_events. */
async function syncRow(db: DbOrTx, userId: number, sub: Stripe.Subscription, now: Date, type?: BillingEventType) {
  const fields = fieldsFromStripe(sub);
  const before = await readSubscription(db, userId);
  await db
    .insert(subscriptions)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...fields, updatedAt: now } });
  if (type || before?.status !== fields.status)
    await recordBillingEvent(db, {
      userId,
      type: type ?? 'stripe_synced',
      status: fields.status,
      provider: 'stripe',
      at: now,
      providerObjectId: sub.id,
    });
  return fields;
}

export async function stripeSetupPayment(deps: Deps, user: SessionUser): Promise<TClientSecret> {
  const config = deps.config.stripe!;
  const stripe = stripeClient(config);
  const now = deps.now();
  let row = await readSubscription(deps.db, user.id);
  if (!row) {
    // One free trial per mailbox (decision 137): an address that had one starts with its first paid month.
    const trial = await claimTrial(deps, deps.db, user.email, now);
    let sub: Stripe.Subscription;
    try {
      const customer = await stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: String(user.id) } });
      sub = await stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: await planPrice(stripe, config) }],
        ...(trial
          ? {
              // The first charge is the day after the 5-day trial (§4.9); with no card by then, Stripe cancels.
              trial_end: Math.floor((now.getTime() + (TRIAL_DAYS + 1) * DAY_MS) / 1000),
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
              expand: ['default_payment_method'],
            }
          : { payment_behavior: 'default_incomplete' as const, expand: ['latest_invoice.confirmation_secret'] }),
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: String(user.id) },
      });
    } catch (err) {
      // Stripe failed before a trial began: the address keeps its trial for the next try.
      if (trial) await releaseTrial(deps, user.email);
      throw err;
    }
    await syncRow(deps.db, user.id, sub, now, trial ? 'trial_started' : undefined);
    if (!trial) return invoicePayment(sub.latest_invoice as Stripe.Invoice | null);
    row = await readSubscription(deps.db, user.id);
  }
  if (hasPremiumAccess(row, now)) {
    const intent = await stripe.setupIntents.create({
      customer: row!.providerCustomerId!,
      usage: 'off_session',
      metadata: { userId: String(user.id) },
    });
    return { clientSecret: intent.client_secret!, kind: 'setup', intentId: intent.id };
  }
  return reactivationPayment(deps, stripe, config, user, row!);
}

/** The $5.00 payment that pays an open invoice (pi_…), for Stripe.js's Payment Element. */
function invoicePayment(invoice: Stripe.Invoice | null): TClientSecret {
  const secret = invoice?.confirmation_secret?.client_secret;
  if (!secret) throw conflict('Stripe did not open a payment for this invoice. Please try again.');
  return { clientSecret: secret, kind: 'payment', intentId: secret.split('_secret_')[0]! };
}

/** Access has ended: the open invoice of a past_due plan, or a new plan without trial whose first invoice is paid now. */
async function reactivationPayment(deps: Deps, stripe: Stripe, config: StripeConfig, user: SessionUser, row: SubscriptionRow) {
  let invoice: Stripe.Invoice | null = null;
  if (row.status === 'past_due' && row.providerSubscriptionId) {
    const current = await stripe.subscriptions.retrieve(row.providerSubscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
    const latest = current.latest_invoice;
    if (latest && typeof latest === 'object' && latest.status === 'open') invoice = latest;
  }
  if (!invoice) {
    const sub = await stripe.subscriptions.create({
      customer: row.providerCustomerId!,
      items: [{ price: await planPrice(stripe, config) }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: String(user.id) },
      expand: ['latest_invoice.confirmation_secret'],
    });
    await deps.db
      .update(subscriptions)
      .set({ providerSubscriptionId: sub.id, updatedAt: deps.now() })
      .where(eq(subscriptions.userId, user.id));
    invoice = sub.latest_invoice as Stripe.Invoice;
  }
  return invoicePayment(invoice);
}

/** Marks an intent or event id as handled; false when it already was. */
async function claimOnce(db: DbOrTx, id: string, type: string, now: Date) {
  const claimed = await db.insert(stripeEvents).values({ id, type, processedAt: now }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** The key under which a card check's card is put on file, once, by whichever comes first: confirm or the webhook. */
const appliedKey = (setupIntentId: string) => `applied:${setupIntentId}`;

/**
 * The browser says an intent succeeded: it is re-read from Stripe and applied once. A card check puts the card on
 * file and turns auto-renew on (also resuming a canceled plan); when Stripe's setup_intent.succeeded webhook already
 * put the card on file, only the auto-renew part is left to do. A payment's receipt is not sent here: it goes with
 * the invoice.paid webhook, once per invoice.
 */
export async function stripeConfirmPayment(deps: Deps, user: SessionUser, input: TConfirmPayment): Promise<void> {
  const stripe = stripeClient(deps.config.stripe!);
  const now = deps.now();
  const row = await readSubscription(deps.db, user.id);
  if (!row?.providerCustomerId || !row.providerSubscriptionId) throw conflict('Start your free trial first.');
  const id = (input.setupIntentId ?? input.paymentIntentId)!;
  const intent = input.setupIntentId ? await stripe.setupIntents.retrieve(id) : await stripe.paymentIntents.retrieve(id);
  const customer = idOf(intent.customer);
  if (customer !== row.providerCustomerId) throw forbidden('This payment belongs to another account.');
  if (intent.status !== 'succeeded') throw conflict('This payment has not gone through yet. Please confirm your card first.');
  await deps.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, intent.id, input.setupIntentId ? 'confirm.setup_intent' : 'confirm.payment_intent', now)))
      throw conflict('This payment was already confirmed.');
    if (input.setupIntentId) {
      const pm = idOf(intent.payment_method);
      if (!pm) throw badRequest('This card check has no card.');
      const fresh = await claimOnce(tx, appliedKey(intent.id), 'applied.setup_intent', now);
      if (fresh) await stripe.customers.update(row.providerCustomerId!, { invoice_settings: { default_payment_method: pm } });
      await stripe.subscriptions.update(row.providerSubscriptionId!, {
        ...(fresh && { default_payment_method: pm }),
        cancel_at_period_end: false,
        metadata: { [CANCELED_FLAG]: '' },
      });
      await syncRow(
        tx,
        user.id,
        await retrieveSubscription(stripe, row.providerSubscriptionId!),
        now,
        fresh ? 'payment_method_added' : undefined,
      );
      return;
    }
    await syncRow(tx, user.id, await retrieveSubscription(stripe, row.providerSubscriptionId!), now, 'activated');
  });
}

/**
 * setup_intent.succeeded: a card check went through at Stripe but the browser's confirm never reached us (the tab
 * closed, the network dropped). The card is put on file so the trial converts as the person expects; auto-renew
 * follows from it as it does on Stripe, but a cancel or an auto-renew switched off is never undone by a late event.
 * Returns whether the card was put on file here.
 */
async function attachCardFromWebhook(tx: DbOrTx, stripe: Stripe, row: SubscriptionRow, setupIntentId: string, now: Date) {
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const pm = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !pm || idOf(intent.customer) !== row.providerCustomerId) return false;
  // The browser's confirm already handled it (before `applied:` keys existed too).
  const [confirmed] = await tx.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, intent.id));
  if (confirmed) return false;
  const current = await retrieveSubscription(stripe, row.providerSubscriptionId!);
  if (current.status === 'canceled' || current.status === 'incomplete_expired') return false;
  if (!(await claimOnce(tx, appliedKey(intent.id), 'applied.setup_intent', now))) return false;
  await stripe.customers.update(row.providerCustomerId!, { invoice_settings: { default_payment_method: pm } });
  await stripe.subscriptions.update(row.providerSubscriptionId!, { default_payment_method: pm });
  return true;
}

export async function stripeCancel(deps: Deps, user: SessionUser, row: SubscriptionRow) {
  const stripe = stripeClient(deps.config.stripe!);
  const sub = await stripe.subscriptions.update(row.providerSubscriptionId!, {
    cancel_at_period_end: true,
    metadata: { [CANCELED_FLAG]: '1' },
    expand: ['default_payment_method'],
  });
  await syncRow(deps.db, user.id, sub, deps.now(), 'canceled');
}

export async function stripeSetAutoRenew(deps: Deps, user: SessionUser, row: SubscriptionRow, on: boolean) {
  const stripe = stripeClient(deps.config.stripe!);
  const sub = await stripe.subscriptions.update(row.providerSubscriptionId!, {
    cancel_at_period_end: !on,
    metadata: { [CANCELED_FLAG]: '' },
    expand: ['default_payment_method'],
  });
  await syncRow(deps.db, user.id, sub, deps.now(), on ? 'auto_renew_on' : 'auto_renew_off');
}

/** Which Stripe subscription an event is about. */
function subscriptionOf(event: Stripe.Event): { subscription: string | null; customer: string | null } {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.'))
    return { subscription: object.id as string, customer: idOf(object.customer as string) };
  if (event.type.startsWith('invoice.')) {
    const invoice = object as unknown as Stripe.Invoice;
    return { subscription: idOf(invoice.parent?.subscription_details?.subscription), customer: idOf(invoice.customer) };
  }
  return { subscription: null, customer: idOf(object.customer as string | null) };
}

export type WebhookOutcome =
  | { kind: 'none' }
  | { kind: 'receipt' | 'failed'; userId: number; amountCents: number; periodEnd: Date | null; last4: string | null; declineCode: string };

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body; each event id is handled once (stored in
 * the same transaction as its effect, so a failure lets Stripe's retry try again); the subscription is re-read from
 * Stripe rather than taken from the event.
 */
export async function handleStripeWebhook(
  deps: Deps,
  raw: Buffer,
  signature: string,
): Promise<{ userId: number | null; outcome: WebhookOutcome }> {
  const config = deps.config.stripe!;
  if (!config.webhookSecret) throw conflict('STRIPE_WEBHOOK_SECRET is not set on this server.');
  const stripe = stripeClient(config);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature, config.webhookSecret);
  } catch {
    throw badRequest('The webhook signature is not valid.');
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimOnce(tx, event.id, event.type, now))) return { userId: null, outcome: { kind: 'none' as const } };
    const ref = subscriptionOf(event);
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        or(
          ref.subscription ? eq(subscriptions.providerSubscriptionId, ref.subscription) : undefined,
          ref.customer ? and(eq(subscriptions.providerCustomerId, ref.customer), eq(subscriptions.provider, 'stripe')) : undefined,
        ),
      )
      .limit(1);
    if (!row?.providerSubscriptionId) return { userId: null, outcome: { kind: 'none' as const } };
    // An event about a plan this person has since replaced (a reactivation) changes nothing.
    if (ref.subscription && ref.subscription !== row.providerSubscriptionId) return { userId: null, outcome: { kind: 'none' as const } };
    const attached =
      event.type === 'setup_intent.succeeded' &&
      (await attachCardFromWebhook(tx, stripe, row, (event.data.object as Stripe.SetupIntent).id, now));
    const sub = await retrieveSubscription(stripe, row.providerSubscriptionId);
    const fields = await syncRow(tx, row.userId, sub, now, attached ? 'payment_method_added' : undefined);
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const invoice = event.data.object as Stripe.Invoice;
      const paid = event.type === 'invoice.paid';
      if (paid && invoice.amount_paid === 0) return { userId: row.userId, outcome: { kind: 'none' as const } };
      await recordBillingEvent(tx, {
        userId: row.userId,
        type: paid ? 'charge_succeeded' : 'charge_failed',
        status: fields.status,
        provider: 'stripe',
        at: now,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        providerObjectId: invoice.id,
      });
      return {
        userId: row.userId,
        outcome: {
          kind: paid ? ('receipt' as const) : ('failed' as const),
          userId: row.userId,
          amountCents: paid ? invoice.amount_paid : invoice.amount_due,
          periodEnd: fields.currentPeriodEnd,
          last4: fields.cardLast4,
          declineCode: 'generic_decline',
        },
      };
    }
    return { userId: row.userId, outcome: { kind: 'none' as const } };
  });
}

export async function userContact(db: DbOrTx, userId: number) {
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return user ?? null;
}
