import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBillingConfig, TClientSecret, TConfirmPayment, TSubscriptionStatus } from '@contract/subscription';
import { ApiError, apiRequest, errorMessage } from './api';
import { useCurrentUser } from './auth-state';
import { longDate } from './dates';

/**
 * The person's subscription, shared by every screen that shows or gates premium. It is refetched when the server
 * pushes a `subscription` change on the event stream (lib/event-topics.ts), never polled.
 */
export const subscriptionStatusKey = (id: number) => [`/api/subscription/status/${id}`];

export function useSubscriptionStatus() {
  const { id } = useCurrentUser();
  return useQuery<TSubscriptionStatus>({ queryKey: subscriptionStatusKey(id) });
}

export function useBillingConfig() {
  return useQuery<TBillingConfig>({ queryKey: ['/api/subscription/config'] });
}

function useStatusMutation<TInput>(request: (id: number, input: TInput) => Promise<TSubscriptionStatus>) {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => request(id, input),
    onSuccess: (status) => queryClient.setQueryData(subscriptionStatusKey(id), status),
  });
}

export const useCancelSubscription = () =>
  useStatusMutation<void>((id) => apiRequest<TSubscriptionStatus>('POST', `/api/subscription/cancel/${id}`));

export const useSetAutoRenew = () =>
  useStatusMutation<boolean>((id, autoRenew) =>
    apiRequest<TSubscriptionStatus>('POST', `/api/subscription/auto-renew/${id}`, { autoRenew }),
  );

export const useConfirmPayment = () =>
  useStatusMutation<TConfirmPayment>((id, body) =>
    apiRequest<TSubscriptionStatus>('POST', `/api/subscription/confirm-payment/${id}`, body),
  );

/** Starts the trial when there is none; otherwise a card check ($0, seti_…) or, once access has ended, $5.00 (pi_…). */
export function useSetupPayment() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TClientSecret>('POST', `/api/subscription/setup-payment/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusKey(id) }),
  });
}

/**
 * What the button that starts premium says: the free trial while it is on offer, otherwise the plan itself (an
 * address that had its trial, even on a deleted account: decision 137; or someone whose premium ended).
 */
export const startPremiumLabel = (s: TSubscriptionStatus) => (s.trialAvailable ? 'Start Free Trial' : 'Subscribe');

/** §4.9: the secret's prefix tells a $0 card check from a $5.00 charge today. */
export const isCardCheck = (clientSecret: string) => clientSecret.startsWith('seti_');

/**
 * §8: what a card form says when a call fails outright (not a card decline): a 400 or a server fault is
 * 'Server Error' / 'Server error. Please try again.'; anything else is 'Payment Error' with the server's words.
 */
export function paymentErrorNotice(err: unknown): { title: string; description: string } {
  const status = err instanceof ApiError ? err.status : null;
  if (status === 400 || (status !== null && status >= 500) || (status === null && /\b400\b/.test(String(err))))
    return { title: 'Server Error', description: 'Server error. Please try again.' };
  return { title: 'Payment Error', description: errorMessage(err, 'Failed to process payment. Please check your card details.') };
}

export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** §2.19: the Dashboard banner's title and line for each state. */
export function bannerText(s: TSubscriptionStatus): { title: string; line: string; premium: boolean } {
  if (s.status === 'trial' && s.hasAccess)
    return {
      title: 'Premium Member - Free Trial',
      line: `Trial ends ${longDate(s.trialEndsAt!)} · Auto-renew ${s.autoRenew ? 'on' : 'off'}`,
      premium: true,
    };
  if (s.status === 'active' && s.autoRenew && s.nextBillingDate)
    return { title: 'Premium Member', line: `Next billing date: ${longDate(s.nextBillingDate)}`, premium: true };
  if ((s.status === 'active' || s.status === 'canceled') && s.hasAccess)
    return {
      title: 'Premium Member - Auto-Renew Off',
      line: `Premium access until ${longDate(s.expiryDate ?? s.currentPeriodEnd!)}`,
      premium: true,
    };
  return { title: 'Free User', line: '', premium: false };
}

/** §4.6: when a gated screen sends the person to Account Status instead of offering the trial. */
export function needsAccountStatus(s: TSubscriptionStatus): boolean {
  if (s.hasAccess) return false;
  return (
    s.status === 'expired' ||
    s.status === 'past_due' ||
    (s.status === 'trial' && s.daysLeft === 0) ||
    (s.requiresPayment && !s.paymentMethodAdded)
  );
}
