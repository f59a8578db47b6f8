import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '../../contract/auth.js';
import { badRequest } from './errors.js';

/** How many of the most common passwords that meet the length rule are refused (ASVS 5.0 asks for at least 3,000). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most common passwords, so it would be easy to guess. Please choose another: a few unrelated words together make a strong one.';
export const CONTEXT_PASSWORD_MESSAGE =
  "That password is made of your own name, username or e-mail, or of Lamplight's name, so it would be easy to guess. Please choose another: a few unrelated words together make a strong one.";
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

/** The account a password is for: its own words are the first an attacker tries (ASVS 5.0 6.2.11). */
export interface PasswordContext {
  username: string;
  email: string;
  name: string;
}

/** The product's own name, tried against every account. */
const PRODUCT_WORDS = ['lamplight'];

/** A word as it is compared: lower case, without spaces, dots, dashes or underscores. */
const folded = (text: string) => text.toLowerCase().replace(/[\s._-]+/gu, '');
/** …and without the digits or symbols around it ("Lamplight2024!" → "lamplight"). */
const core = (text: string) => folded(text).replace(/^[\p{N}\p{P}\p{S}]+|[\p{N}\p{P}\p{S}]+$/gu, '');

/** The words of an account a password may not be: its username, e-mail and its local part, name and its parts. */
function contextWords(context: PasswordContext): Set<string> {
  const local = context.email.split('@')[0] ?? '';
  const words = [context.username, context.email, local, context.name, ...context.name.split(/\s+/u), ...PRODUCT_WORDS];
  // A word of one or two letters can't make a password of 8 characters "the same word" in any useful sense.
  return new Set(words.flatMap((w) => [folded(w), core(w)]).filter((w) => w.length >= 3));
}

/**
 * Whether a password is one of the account's words with a simple variation: any case, spaces or separators
 * inside, digits or symbols before or after ("Lamplight2024!", "grace.hopper", "1hannah1").
 */
function isContextWord(password: string, context: PasswordContext): boolean {
  const words = contextWords(context);
  return words.has(folded(password)) || words.has(core(password));
}

/**
 * Why a new password (sign-up, reset, change) is too easy to guess, or null. The length is the contract's
 * (ZPassword); this adds what only the server knows: the common-password list and the account's own words
 * (`context`; null only where the account isn't known yet, and then it is checked again once it is). No composition
 * rules (ASVS 5.0).
 */
export function passwordWeakness(password: string, context: PasswordContext | null): string | null {
  if (/^(.)\1*$/su.test(password)) return REPEATED_PASSWORD_MESSAGE;
  if (commonPasswords().has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  if (context && isContextWord(password, context)) return CONTEXT_PASSWORD_MESSAGE;
  return null;
}

export function assertPasswordAcceptable(password: string, context: PasswordContext | null) {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw badRequest(weakness);
}
