import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { subscriptions } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { paymentRequired } from '../platform/errors.js';
import { trialUsedBy } from './trials.js';

/** A subscription row as stored (`null`: the person never started premium, status `none`). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The statuses of §3; `none` is the absence of a row. */
export { SUBSCRIPTION_STATUSES } from '../../contract/subscription.js';
export type { TSubscriptionStatusName as SubscriptionStatus } from '../../contract/subscription.js';

/**
 * May this person use premium now? The one answer every premium route and screen goes by.
 * Decided from the dates, not only the stored status, so a trial or a canceled plan ends at its instant even
 * before the renewal sweep has run:
 * - trial: until the trial's end; with a card on file and auto-renew on, on until the first charge (trial end + 1 day,
 *   §4.9), which makes it active or past_due;
 * - active: while the paid period lasts, and past it while auto-renew is on and the renewal is still to be
 *   charged (the sweep then makes it active again or past_due);
 * - canceled: until the end of the period already paid (or of the trial);
 * - past_due, expired, none: no.
 */
export function hasPremiumAccess(sub: SubscriptionRow | null, now: Date): boolean {
  if (!sub) return false;
  const t = now.getTime();
  switch (sub.status) {
    case 'trial':
      if (sub.autoRenew && sub.cardLast4 !== null) return true;
      return sub.trialEndsAt !== null && t < sub.trialEndsAt.getTime();
    case 'active':
      return sub.autoRenew || (sub.currentPeriodEnd !== null && t < sub.currentPeriodEnd.getTime());
    case 'canceled':
      return sub.currentPeriodEnd !== null && t < sub.currentPeriodEnd.getTime();
    default:
      return false;
  }
}

/** What to do to get premium, said for the state the person is in (`trialUsed`: their address had its trial, decision 137). */
export function premiumRequiredMessage(sub: SubscriptionRow | null, trialUsed = false): string {
  if (!sub && trialUsed)
    return 'This is a premium feature. This e-mail address has had its free trial; subscribe on the Subscription page for $5.00/month, cancel anytime.';
  if (!sub) return 'This is a premium feature. Start your 5-day free trial on the Subscription page — no card needed.';
  if (sub.status === 'past_due')
    return 'Your last payment did not go through. Update your card on the Account Status page to restore premium.';
  if (sub.cardLast4 === null && (sub.status === 'trial' || sub.status === 'expired' || sub.status === 'canceled'))
    return 'Your free trial has ended. Add a card on the Account Status page to continue with premium for $5.00/month.';
  return 'Your premium access has ended. Add a card on the Account Status page to continue with premium for $5.00/month.';
}

export async function readSubscription(db: DbOrTx, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/**
 * The guard of every premium route: resolves when the person has access, otherwise throws 402
 * (PAYMENT_REQUIRED) with a sentence saying what to do. Call it after `requireSelf`/`requireUser`.
 */
export async function requirePremium(deps: Pick<AppDeps, 'db' | 'now' | 'emailHash'>, userId: number): Promise<void> {
  const sub = await readSubscription(deps.db, userId);
  if (hasPremiumAccess(sub, deps.now())) return;
  throw paymentRequired(premiumRequiredMessage(sub, !sub && (await trialUsedBy(deps, userId))));
}
