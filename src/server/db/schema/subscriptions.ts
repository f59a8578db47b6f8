import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per person who ever started premium (no row = status `none`). The provider (the offline sandbox or
 * Stripe) is the truth about money; this row is what Lamplight decides access from, kept in step by the
 * provider's answers (sandbox) or by re-reading the Stripe subscription (webhooks, confirm).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trial | active | canceled | expired | past_due (`none` is the absence of a row). */
    status: text('status').notNull(),
    /** sandbox | stripe: which provider the ids below belong to. */
    provider: text('provider').notNull(),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** End of the paid period (or of the trial while trialing); access of a canceled plan lasts until then. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** When the "your trial converts in two days" e-mail went (once per trial). */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_status_idx').on(t.status),
    index('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
    index('subscriptions_provider_customer_idx').on(t.providerCustomerId),
  ],
);

/**
 * The sandbox provider's payment and setup intents (Stripe-shaped ids `pi_…`/`seti_…`). Only the sandbox writes
 * here; with Stripe the intents live at Stripe and are re-read from there.
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** setup ($0 card check during the trial) | payment ($5.00 now). */
    kind: text('kind').notNull(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** requires_payment_method | requires_action | succeeded | canceled (Stripe's words). */
    status: text('status').notNull(),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Set once the server applied a succeeded intent to the subscription: a second confirm changes nothing. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_intents_user_idx').on(t.userId)],
);

/**
 * Append-only history of every state change and charge (a trigger refuses UPDATE, and DELETE except when the
 * person's account itself is erased). What a support person or an auditor reads.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. trial_started, payment_method_added, charge_succeeded, charge_failed, renewed, canceled, expired … */
    type: text('type').notNull(),
    /** The status after the event. */
    status: text('status').notNull(),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    provider: text('provider').notNull(),
    providerObjectId: text('provider_object_id'),
    /** Decline code and similar machine facts; never anything a person wrote. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('billing_events_user_idx').on(t.userId, t.id)],
);

/** Stripe webhook events already handled: each event id is processed once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});

/**
 * Every e-mail address that started a free trial, as a keyed hash of the address normalised (domain/trials.ts),
 * never the address itself. It has no user id: it outlives the account on purpose, so deleting the account and
 * signing up again with the same address doesn't start a second trial (decision 137; said on the privacy page).
 */
export const usedTrials = pgTable('used_trials', {
  emailHash: text('email_hash').primaryKey(),
  firstTrialAt: timestamp('first_trial_at', { withTimezone: true }).notNull(),
});
