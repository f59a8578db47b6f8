import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A key for one use, derived from the secret every instance shares (the VAPID private key, decision 084) with HKDF
 * under a label of its own: the secret's uses never meet, and there is no second secret to configure.
 */
export function deriveKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lamplight', label, 32));
}

/**
 * A keyed hash (HMAC-SHA-256, base64url) under a derived key: the same text gives the same value on every instance,
 * and without the server's secret no one can compute it for a guessed text or turn it back into the text.
 */
export function createKeyedHash(secret: string, label: string): (text: string) => string {
  const key = deriveKey(secret, label);
  return (text) => createHmac('sha256', key).update(text).digest('base64url');
}
