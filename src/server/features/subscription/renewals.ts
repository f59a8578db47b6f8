import { addMonths } from 'date-fns';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { PLAN_PRICE_CENTS } from '../../../contract/subscription.js';
import { helloLine } from '../../../contract/names.js';
import { subscriptions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { SubscriptionRow } from '../../domain/premium.js';
import { recordBillingEvent } from './billing-events.js';
import { DAY_MS, firstChargeOf } from './present.js';
import { publishChange, sendPaymentFailed, sendReceipt } from './service.js';
import { cardByLast4, stripeLikeId } from './test-cards.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'events' | 'mailer' | 'config'>;
type Log = { error: (o: object, m: string) => void };

/** How many due subscriptions one transaction claims. */
const BATCH = 50;
/** The "your trial converts soon" e-mail goes this long before the first charge. */
const REMINDER_BEFORE_MS = 2 * DAY_MS;

type Outcome =
  | { kind: 'charged'; userId: number; periodEnd: Date; last4: string | null }
  | { kind: 'failed'; userId: number; declineCode: string }
  | { kind: 'expired'; userId: number };

/** What the sandbox would be answered by the card on file for one $5.00 charge. */
function chargeSavedCard(sub: SubscriptionRow): { ok: true } | { ok: false; declineCode: string } {
  const card = cardByLast4(sub.cardLast4);
  if (!card) return { ok: false, declineCode: 'generic_decline' };
  return card.onCharge === 'succeeds' ? { ok: true } : { ok: false, declineCode: card.onCharge.declineCode };
}

/**
 * The sandbox's clock-driven billing, doing what Stripe Billing does: at a period's end (for a trial with a card and
 * auto-renew on, the day after the trial ends) the saved card is charged for the next month; a decline makes the
 * plan past_due; a period that is not renewed (no card, auto-renew off, canceled) expires.
 *
 * Rows are claimed with FOR UPDATE SKIP LOCKED inside the transaction that changes them, so with several servers on
 * one PostgreSQL each due row is handled by exactly one of them: nobody is charged twice. Stripe-billed rows are
 * renewed by Stripe and reach us by webhook; this sweep leaves them alone.
 */
export async function sweepRenewals(deps: Deps, log: Log): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = deps.now();
    const outcomes = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'sandbox'),
            inArray(subscriptions.status, ['trial', 'active', 'canceled']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(subscriptions.currentPeriodEnd)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: Outcome[] = [];
      for (const sub of due) {
        const renews = sub.status !== 'canceled' && sub.autoRenew && sub.cardLast4 !== null;
        if (!renews) {
          await tx
            .update(subscriptions)
            .set({ status: 'expired', autoRenew: false, updatedAt: now })
            .where(eq(subscriptions.userId, sub.userId));
          await recordBillingEvent(tx, { userId: sub.userId, type: 'expired', status: 'expired', provider: 'sandbox', at: now });
          done.push({ kind: 'expired', userId: sub.userId });
          continue;
        }
        const invoiceId = stripeLikeId('in');
        const charge = chargeSavedCard(sub);
        if (charge.ok) {
          // The new month starts where the old one ended, so a late sweep never shortens or lengthens a month.
          const periodEnd = addMonths(sub.currentPeriodEnd!, 1);
          await tx
            .update(subscriptions)
            .set({ status: 'active', currentPeriodEnd: periodEnd, updatedAt: now })
            .where(eq(subscriptions.userId, sub.userId));
          await recordBillingEvent(tx, {
            userId: sub.userId,
            type: sub.status === 'trial' ? 'activated' : 'renewed',
            status: 'active',
            provider: 'sandbox',
            at: now,
            amountCents: PLAN_PRICE_CENTS,
            providerObjectId: invoiceId,
          });
          done.push({ kind: 'charged', userId: sub.userId, periodEnd, last4: sub.cardLast4 });
        } else {
          await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.userId, sub.userId));
          await recordBillingEvent(tx, {
            userId: sub.userId,
            type: 'charge_failed',
            status: 'past_due',
            provider: 'sandbox',
            at: now,
            amountCents: PLAN_PRICE_CENTS,
            providerObjectId: invoiceId,
            detail: { declineCode: charge.declineCode },
          });
          done.push({ kind: 'failed', userId: sub.userId, declineCode: charge.declineCode });
        }
      }
      return done;
    });
    for (const outcome of outcomes) {
      publishChange(deps, outcome.userId);
      try {
        await mailOutcome(deps, outcome);
      } catch (err) {
        log.error({ err, userId: outcome.userId }, 'billing mail failed');
      }
    }
    handled += outcomes.length;
    if (outcomes.length < BATCH) break;
  }
  await sendTrialReminders(deps, log);
  return handled;
}

async function mailOutcome(deps: Deps, outcome: Outcome) {
  if (outcome.kind === 'expired') return;
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, outcome.userId));
  if (!user) return;
  if (outcome.kind === 'charged') return sendReceipt(deps, user, { amountCents: PLAN_PRICE_CENTS, ...outcome });
  await sendPaymentFailed(deps, user, outcome.declineCode);
}

/**
 * Two days before a trial converts, one e-mail says the date and the $5.00, with a link straight to cancelling.
 * Each trial is claimed by a conditional UPDATE before the mail goes, so two servers never send it twice.
 */
export async function sendTrialReminders(deps: Deps, log: Log): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({
      userId: subscriptions.userId,
      trialEndsAt: subscriptions.trialEndsAt,
      last4: subscriptions.cardLast4,
      email: users.email,
      name: users.name,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.cardLast4),
        isNull(subscriptions.trialReminderSentAt),
        sql`${subscriptions.trialEndsAt} + interval '1 day' - ${`${REMINDER_BEFORE_MS / 1000} seconds`}::interval <= ${now.toISOString()}::timestamptz`,
        sql`${subscriptions.trialEndsAt} + interval '1 day' > ${now.toISOString()}::timestamptz`,
      ),
    );
  let sent = 0;
  for (const trial of due) {
    const [claimed] = await deps.db
      .update(subscriptions)
      .set({ trialReminderSentAt: now })
      .where(and(eq(subscriptions.userId, trial.userId), isNull(subscriptions.trialReminderSentAt)))
      .returning({ userId: subscriptions.userId });
    if (!claimed) continue;
    const chargeDay = firstChargeOf(trial.trialEndsAt!).toUTCString().slice(0, 16);
    try {
      await deps.mailer.send({
        to: trial.email,
        subject: `Your free trial becomes $5.00/month on ${chargeDay}`,
        text: [
          helloLine(trial.name),
          '',
          `Your Lamplight free trial is ending. On ${chargeDay} we will charge $5.00 to your card ending in ${trial.last4}, and then $5.00 each month until you cancel.`,
          '',
          `If you don't want to continue, cancel here before then — nothing will be charged: ${deps.config.appUrl}/subscription-status?cancel=1`,
          '',
          'If you do, there is nothing to do. Thank you for being with us.',
        ].join('\n'),
      });
      sent++;
    } catch (err) {
      log.error({ err, userId: trial.userId }, 'trial reminder mail failed');
    }
  }
  return sent;
}
