import type { DbOrTx } from '../../db/client.js';
import { billingEvents } from '../../db/schema/index.js';

export type BillingEventType =
  | 'trial_started'
  | 'payment_method_added'
  | 'charge_succeeded'
  | 'charge_failed'
  | 'activated'
  | 'renewed'
  | 'past_due'
  | 'auto_renew_on'
  | 'auto_renew_off'
  | 'canceled'
  | 'expired'
  | 'stripe_synced';

/** Appends one line to the person's billing history (the table refuses updates and deletes). */
export async function recordBillingEvent(
  db: DbOrTx,
  e: {
    userId: number;
    type: BillingEventType;
    status: string;
    provider: string;
    at: Date;
    amountCents?: number;
    providerObjectId?: string | null;
    detail?: Record<string, string | number | boolean | null>;
  },
) {
  await db.insert(billingEvents).values({
    userId: e.userId,
    type: e.type,
    status: e.status,
    provider: e.provider,
    occurredAt: e.at,
    amountCents: e.amountCents ?? null,
    currency: e.amountCents === undefined ? null : 'usd',
    providerObjectId: e.providerObjectId ?? null,
    detail: e.detail ?? null,
  });
}
