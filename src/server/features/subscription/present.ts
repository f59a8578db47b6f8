import { PLAN_PRICE_CENTS, type TSubscriptionStatus, type TSubscriptionStatusName } from '../../../contract/subscription.js';
import { hasPremiumAccess, type SubscriptionRow } from '../../domain/premium.js';

export const DAY_MS = 86_400_000;

/** §4.9: the first charge of a trial is shown, and made, the day after the trial ends. */
export const firstChargeOf = (trialEndsAt: Date) => new Date(trialEndsAt.getTime() + DAY_MS);

/** The status a person is in now: a trial or plan whose time has passed reads as expired before the sweep runs. */
export function effectiveStatus(sub: SubscriptionRow | null, now: Date): TSubscriptionStatusName {
  if (!sub) return 'none';
  const status = sub.status as TSubscriptionStatusName;
  if ((status === 'trial' || status === 'active' || status === 'canceled') && !hasPremiumAccess(sub, now)) return 'expired';
  return status;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * One place where a subscription row becomes the status answer. `trialAvailable`: whether starting premium now
 * begins with the free trial (no row yet, and the address never had one: decision 137).
 */
export function toApiStatus(sub: SubscriptionRow | null, now: Date, trialAvailable: boolean): TSubscriptionStatus {
  const status = effectiveStatus(sub, now);
  const hasAccess = hasPremiumAccess(sub, now);
  const card =
    sub?.cardLast4 && sub.cardBrand
      ? { type: 'card' as const, brand: sub.cardBrand, last4: sub.cardLast4, expMonth: sub.cardExpMonth, expYear: sub.cardExpYear }
      : null;
  const trialEndsAt = sub?.trialEndsAt ?? null;
  const willCharge = Boolean(sub?.autoRenew && card);
  const accessEnd =
    status === 'trial' ? trialEndsAt : status === 'active' || status === 'canceled' ? (sub?.currentPeriodEnd ?? null) : null;
  const daysLeft = hasAccess && accessEnd ? Math.max(0, Math.ceil((accessEnd.getTime() - now.getTime()) / DAY_MS)) : 0;
  const firstChargeDate = status === 'trial' && trialEndsAt ? firstChargeOf(trialEndsAt) : null;
  const nextBillingDate = !willCharge
    ? null
    : status === 'trial'
      ? firstChargeDate
      : status === 'active' || status === 'past_due'
        ? (sub?.currentPeriodEnd ?? null)
        : null;
  return {
    status,
    hasAccess,
    daysLeft,
    trialEndsAt: iso(trialEndsAt),
    currentPeriodEnd: iso(sub?.currentPeriodEnd ?? null),
    expiryDate: hasAccess && !willCharge ? iso(accessEnd) : null,
    nextBillingDate: iso(nextBillingDate),
    firstChargeDate: iso(firstChargeDate),
    autoRenew: Boolean(sub?.autoRenew),
    paymentMethodAdded: card !== null,
    paymentMethod: card,
    paymentMethodDetails: card,
    requiresPayment: status === 'expired' || status === 'past_due' || (status === 'trial' && daysLeft === 0 && card === null),
    priceCents: PLAN_PRICE_CENTS,
    trialAvailable,
  };
}
