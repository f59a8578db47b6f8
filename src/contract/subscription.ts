import { z } from 'zod/mini';
import { idNumber } from './common.js';

export const PLAN_PRICE_CENTS = 500;
export const PLAN_CURRENCY = 'usd';
export const TRIAL_DAYS = 5;

export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'canceled', 'expired', 'past_due'] as const;
export const ZSubscriptionStatusName = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatusName = z.infer<typeof ZSubscriptionStatusName>;

export const ZPaymentMethod = z.object({
  type: z.literal('card'),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.nullable(z.number().check(z.int())),
  expYear: z.nullable(z.number().check(z.int())),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** GET /api/subscription/status/{id}: everything a screen needs to say where the person stands. */
export const ZSubscriptionStatus = z.object({
  status: ZSubscriptionStatusName,
  hasAccess: z.boolean(),
  /** Whole days of access left (trial or paid period), 0 when none. */
  daysLeft: z.number().check(z.int()),
  trialEndsAt: z.nullable(z.string()),
  /** End of the paid period (or of the trial while trialing). */
  currentPeriodEnd: z.nullable(z.string()),
  /** When access ends if nothing renews (canceled, auto-renew off, trial without a card). */
  expiryDate: z.nullable(z.string()),
  /** When the next $5.00 is charged (null when nothing will be). */
  nextBillingDate: z.nullable(z.string()),
  /** Trial end + 1 day (§4.9): the first charge of a trial with a card and auto-renew on. */
  firstChargeDate: z.nullable(z.string()),
  autoRenew: z.boolean(),
  paymentMethodAdded: z.boolean(),
  paymentMethod: z.nullable(ZPaymentMethod),
  /** §3's name for the same card. */
  paymentMethodDetails: z.nullable(ZPaymentMethod),
  requiresPayment: z.boolean(),
  priceCents: z.number().check(z.int()),
  /**
   * Whether starting premium now begins with the 5-day free trial: false once premium was ever started, and for an
   * address that had its trial before, even on an account deleted since (then premium starts with a paid month).
   */
  trialAvailable: z.boolean(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** GET /api/subscription/config: which provider's card form the browser loads. */
export const ZBillingConfig = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.nullable(z.string()),
  priceCents: z.number().check(z.int()),
  trialDays: z.number().check(z.int()),
});
export type TBillingConfig = z.infer<typeof ZBillingConfig>;

export const ZClientSecret = z.object({
  clientSecret: z.string(),
  /** setup: a $0 card check (seti_…); payment: $5.00 now (pi_…). The client also reads it from the prefix. */
  kind: z.enum(['setup', 'payment']),
  intentId: z.string(),
});
export type TClientSecret = z.infer<typeof ZClientSecret>;

const intentId = (prefix: 'pi_' | 'seti_', name: string) =>
  z.string(`${name} must be text`).check(
    z.trim(),
    z.minLength(1, `${name} is required`),
    z.maxLength(255, `${name} is too long`),
    z.refine((v) => v.startsWith(prefix), `${name} must start with ${prefix}`),
  );

export const ZConfirmPayment = z
  .object({
    paymentIntentId: z.nullish(intentId('pi_', 'paymentIntentId')),
    setupIntentId: z.nullish(intentId('seti_', 'setupIntentId')),
    paymentMethodAdded: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => Boolean(v.paymentIntentId) !== Boolean(v.setupIntentId), {
      message: 'Send either paymentIntentId or setupIntentId',
    }),
  );
export type TConfirmPayment = z.infer<typeof ZConfirmPayment>;

export const ZAutoRenew = z.object({ autoRenew: z.boolean('autoRenew must be true or false') });
export const ZCreateSubscription = z.object({ userId: idNumber('userId') });

/** The sandbox's card form: the browser confirms an intent with a test card, as Stripe.js would with Stripe. */
export const ZSandboxConfirm = z.object({
  clientSecret: z.string().check(z.minLength(1, 'clientSecret is required'), z.maxLength(255)),
  cardNumber: z.string().check(z.trim(), z.maxLength(30, 'Card number is too long')),
  expMonth: z.number('Expiry month must be a number').check(z.int()),
  expYear: z.number('Expiry year must be a number').check(z.int()),
  cvc: z.string().check(z.trim(), z.maxLength(4, 'CVC is too long')),
});
export const ZSandboxAuthenticate = z.object({
  clientSecret: z.string().check(z.minLength(1, 'clientSecret is required'), z.maxLength(255)),
  approve: z.boolean('approve must be true or false'),
});

/** Stripe's error shape, narrowed: what a failed card confirmation says. */
export const ZCardError = z.object({
  type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
  code: z.string(),
  declineCode: z.nullable(z.string()),
  message: z.string(),
});
export type TCardError = z.infer<typeof ZCardError>;

export const ZSandboxIntent = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  error: z.nullable(ZCardError),
});
export type TSandboxIntent = z.infer<typeof ZSandboxIntent>;

/**
 * A sentence per decline code (§8: each code its own message). Used by the card forms and by the
 * payment-failed e-mail.
 */
export const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined. Please try a different card, or contact your bank.',
  card_declined: 'Your card was declined. Please try a different card, or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  lost_card: 'This card has been reported lost. Please use a different card.',
  stolen_card: 'This card has been reported stolen. Please use a different card.',
  do_not_honor: 'Your bank declined this payment. Please contact your bank, or use a different card.',
  expired_card: 'Your card has expired. Please check the expiry date, or use a different card.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: 'An error occurred while processing your card. Please try again in a moment.',
  authentication_required: 'Your bank needs you to verify this payment. Please approve it in your banking app, then try again.',
  payment_intent_authentication_failure:
    'Your bank needs you to verify this payment. Please approve it in your banking app, then try again.',
  setup_intent_authentication_failure: 'Your bank needs you to verify this payment. Please approve it in your banking app, then try again.',
};

/** §8's mapping from a card error to what the person reads. */
export function cardErrorMessage(error: { type?: string; code?: string | null; declineCode?: string | null; message?: string }): string {
  if (error.type === 'validation_error') return 'Please check your card details and try again.';
  const key = error.declineCode ?? error.code ?? '';
  return (
    DECLINE_MESSAGES[key] ??
    (error.code ? DECLINE_MESSAGES[error.code] : undefined) ??
    'Failed to process payment. Please check your card details.'
  );
}
