import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './server-keys.js';

/**
 * Links that act for a person without a session (the reminder e-mail's one-click unsubscribe): the link carries the
 * person's id and an HMAC of it under a server secret, so it is checked with no database lookup and can't be made
 * for anyone else or changed. A purpose is part of what is signed, so a link made for one thing opens nothing else.
 */
export interface LinkSigner {
  sign(purpose: string, userId: number): string;
  /** The person a token was made for, or null when it was not made by this server for this purpose. */
  verify(purpose: string, token: string): number | null;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * `secret` is a secret every instance shares. The signing key is derived from it with HKDF under a label of its own,
 * so the secret's other use (the VAPID key, platform/push.ts) and this one never meet.
 */
export function createLinkSigner(secret: string): LinkSigner {
  const key = deriveKey(secret, 'lamplight signed links v1');
  const mac = (purpose: string, userId: number) => createHmac('sha256', key).update(`${purpose}\n${userId}`).digest();
  return {
    sign: (purpose, userId) => `${userId}.${mac(purpose, userId).toString('base64url')}`,
    verify(purpose, token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      if (!Number.isSafeInteger(userId) || userId < 1) return null;
      // Compared as text: base64url's last character has spare bits, so decoding would accept more than one spelling.
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(mac(purpose, userId).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
