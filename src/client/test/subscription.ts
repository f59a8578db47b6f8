import type { TSubscriptionStatus } from '@contract/subscription';

/** A person who never started the trial, as `GET /api/subscription/status` describes them: tests spread it and change what they test. */
export const noSubscription: TSubscriptionStatus = {
  status: 'none',
  hasAccess: false,
  daysLeft: 0,
  trialEndsAt: null,
  currentPeriodEnd: null,
  expiryDate: null,
  nextBillingDate: null,
  firstChargeDate: null,
  autoRenew: false,
  paymentMethodAdded: false,
  paymentMethod: null,
  paymentMethodDetails: null,
  requiresPayment: false,
  priceCents: 500,
  trialAvailable: true,
};
