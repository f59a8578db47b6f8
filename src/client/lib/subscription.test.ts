import { describe, expect, it } from 'vitest';
import { cardErrorMessage } from '@contract/subscription';
import { ApiError } from './api';
import { bannerText, needsAccountStatus, paymentErrorNotice } from './subscription';
import { noSubscription as base } from '@/test/subscription';

describe('§8 Subscription messages', () => {
  it('a failed call from the card form: 400 and server faults are a Server Error, the rest a Payment Error', () => {
    const serverError = { title: 'Server Error', description: 'Server error. Please try again.' };
    expect(paymentErrorNotice(new ApiError(400, 'clientSecret is required'))).toEqual(serverError);
    expect(paymentErrorNotice(new ApiError(503, 'Service Unavailable'))).toEqual(serverError);
    expect(paymentErrorNotice(new Error('Request failed with 400'))).toEqual(serverError);
    expect(paymentErrorNotice(new ApiError(409, 'This payment has already gone through.'))).toEqual({
      title: 'Payment Error',
      description: 'This payment has already gone through.',
    });
    expect(paymentErrorNotice(new Error('network'))).toEqual({
      title: 'Payment Error',
      description: 'Failed to process payment. Please check your card details.',
    });
  });

  it('each decline code has its own message; validation and verification failures theirs', () => {
    const card = (declineCode: string) => cardErrorMessage({ type: 'card_error', code: 'card_declined', declineCode });
    const messages = ['generic_decline', 'insufficient_funds', 'lost_card', 'stolen_card', 'do_not_honor'].map(card);
    expect(new Set(messages).size).toBe(5);
    expect(card('insufficient_funds')).toBe('Your card has insufficient funds. Please use a different card.');
    expect(cardErrorMessage({ type: 'validation_error', code: 'incorrect_number' })).toBe('Please check your card details and try again.');
    expect(cardErrorMessage({ type: 'card_error', code: 'authentication_required' })).toMatch(/banking app/);
    expect(cardErrorMessage({ type: 'card_error', code: 'setup_intent_authentication_failure' })).toMatch(/banking app/);
    expect(cardErrorMessage({ type: 'api_error', code: 'something_new' })).toBe(
      'Failed to process payment. Please check your card details.',
    );
  });
});

describe('§2.19 Dashboard banner and §4.6 gate', () => {
  it('names each state as the spec does', () => {
    const trial = { ...base, status: 'trial' as const, hasAccess: true, trialEndsAt: '2026-03-15T15:00:00Z' };
    expect(bannerText(trial)).toMatchObject({ title: 'Premium Member - Free Trial', line: expect.stringMatching(/Auto-renew off$/) });
    expect(bannerText({ ...trial, autoRenew: true }).line).toMatch(/Auto-renew on$/);
    const active = { ...base, status: 'active' as const, hasAccess: true, currentPeriodEnd: '2026-04-16T15:00:00Z' };
    expect(bannerText({ ...active, autoRenew: true, nextBillingDate: '2026-04-16T15:00:00Z' }).title).toBe('Premium Member');
    expect(bannerText({ ...active, expiryDate: '2026-04-16T15:00:00Z' }).title).toBe('Premium Member - Auto-Renew Off');
    expect(bannerText({ ...active, status: 'canceled', expiryDate: '2026-04-16T15:00:00Z' }).title).toBe('Premium Member - Auto-Renew Off');
    for (const status of ['none', 'expired', 'past_due'] as const) expect(bannerText({ ...base, status }).title).toBe('Free User');
  });

  it('sends to Account Status only when a payment is what is missing', () => {
    expect(needsAccountStatus(base)).toBe(false);
    expect(needsAccountStatus({ ...base, status: 'expired', requiresPayment: true })).toBe(true);
    expect(needsAccountStatus({ ...base, status: 'past_due', requiresPayment: true, paymentMethodAdded: true })).toBe(true);
    expect(needsAccountStatus({ ...base, status: 'trial', daysLeft: 0 })).toBe(true);
    expect(needsAccountStatus({ ...base, status: 'trial', hasAccess: true, daysLeft: 3 })).toBe(false);
  });
});
