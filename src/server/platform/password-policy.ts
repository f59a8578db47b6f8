import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '../../contract/auth.js';
import { badRequest } from './errors.js';

/** How many of the most common passwords that meet the length rule are refused (ASVS 5.0 asks for at least 3,000). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most common passwords, so it would be easy to guess. Please choose another: a few unrelated words together make a strong one.';
export const REPEATED_PASSWORD_MESSAGE =
  'A password of one character repeated is easy to guess. Please choose another: a few unrelated words together make a strong one.';

let common: Set<string> | undefined;

/**
 * The most common passwords, from the list that ships with zxcvbn-ts (ranked by how often they appear in
 * leaked password sets), lower-cased; only those long enough to pass the length rule could ever be typed.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    common = new Set();
    for (const p of dictionary['passwords-common']) {
      if (p.length < PASSWORD_MIN) continue;
      common.add(p.toLowerCase());
      if (common.size === COMMON_PASSWORDS_REFUSED) break;
    }
  }
  return common;
}

/**
 * Why a new password (sign-up, reset, change) is too easy to guess, or null. The length is the contract's
 * (ZPassword); this adds what only the server knows: the common-password list. No composition rules (ASVS 5.0).
 */
export function passwordWeakness(password: string): string | null {
  if (/^(.)\1*$/su.test(password)) return REPEATED_PASSWORD_MESSAGE;
  if (commonPasswords().has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}

export function assertPasswordAcceptable(password: string) {
  const weakness = passwordWeakness(password);
  if (weakness) throw badRequest(weakness);
}
