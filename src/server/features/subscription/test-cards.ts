import { randomBytes } from 'node:crypto';
import type { TCardError } from '../../../contract/subscription.js';

/**
 * Stripe's published test cards, as the sandbox provider answers them
 * (https://docs.stripe.com/testing). A card that is not on this list is refused: this is a test mode.
 */
interface TestCard {
  brand: string;
  /** What confirming an intent with this card does. */
  onConfirm: 'succeeds' | 'requires_action' | { code: string; declineCode: string | null };
  /** What a later charge of the saved card does (renewals, the conversion of a trial). */
  onCharge: 'succeeds' | { code: string; declineCode: string };
}

const decline = (declineCode: string) => ({ code: 'card_declined', declineCode });

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', onConfirm: 'succeeds', onCharge: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', onConfirm: 'succeeds', onCharge: 'succeeds' },
  '378282246310005': { brand: 'amex', onConfirm: 'succeeds', onCharge: 'succeeds' },
  '4000000000000002': { brand: 'visa', onConfirm: decline('generic_decline'), onCharge: decline('generic_decline') },
  '4000000000009995': { brand: 'visa', onConfirm: decline('insufficient_funds'), onCharge: decline('insufficient_funds') },
  '4000000000009987': { brand: 'visa', onConfirm: decline('lost_card'), onCharge: decline('lost_card') },
  '4000000000009979': { brand: 'visa', onConfirm: decline('stolen_card'), onCharge: decline('stolen_card') },
  '4000000000000069': { brand: 'visa', onConfirm: { code: 'expired_card', declineCode: null }, onCharge: decline('expired_card') },
  '4000000000000127': { brand: 'visa', onConfirm: { code: 'incorrect_cvc', declineCode: null }, onCharge: decline('incorrect_cvc') },
  '4000000000000119': { brand: 'visa', onConfirm: { code: 'processing_error', declineCode: null }, onCharge: decline('processing_error') },
  // Needs 3-D Secure when set up or paid on the spot; once authenticated, later charges go through.
  '4000002500003155': { brand: 'visa', onConfirm: 'requires_action', onCharge: 'succeeds' },
  // Attaches fine, but every later charge is declined: how a renewal failure is tried.
  '4000000000000341': { brand: 'visa', onConfirm: 'succeeds', onCharge: decline('generic_decline') },
};

export function cardByLast4(last4: string | null): TestCard | undefined {
  return Object.entries(TEST_CARDS).find(([n]) => n.endsWith(last4 ?? '-'))?.[1];
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const validation = (code: string, message: string): TCardError => ({ type: 'validation_error', code, declineCode: null, message });

/** Checks a typed card as Stripe.js does before anything is sent: number, expiry, CVC. */
export function checkCard(input: { cardNumber: string; expMonth: number; expYear: number; cvc: string }, now: Date) {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: validation('incorrect_number', 'Your card number is incorrect.') };
  if (input.expMonth < 1 || input.expMonth > 12)
    return { error: validation('invalid_expiry_month', "Your card's expiry month is invalid.") };
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const endOfExpiry = Date.UTC(year, input.expMonth, 1);
  if (endOfExpiry <= now.getTime()) return { error: validation('invalid_expiry_year', "Your card's expiry date is in the past.") };
  if (!/^\d{3,4}$/.test(input.cvc)) return { error: validation('incomplete_cvc', "Your card's security code is incomplete.") };
  const card = TEST_CARDS[number];
  if (!card)
    return {
      error: validation(
        'card_not_test',
        'This is the test mode: no card is charged. Use one of the test cards, for example 4242 4242 4242 4242.',
      ),
    };
  return { card, number, last4: number.slice(-4), expMonth: input.expMonth, expYear: year };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Stripe-shaped id: `cus_…`, `sub_…`, `seti_…`, `pi_…`, `pm_…`, `in_…`. */
export function stripeLikeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}
