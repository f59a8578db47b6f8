import { z } from 'zod/mini';

/** The server's VAPID public key, for PushManager.subscribe({ applicationServerKey }). */
export const ZPushPublicKey = z.object({ publicKey: z.string() });

const base64url = (name: string) =>
  z
    .string(`keys.${name} is required`)
    .check(z.regex(/^[A-Za-z0-9_-]+=*$/, `keys.${name} must be base64url`), z.maxLength(200, `keys.${name} is too long`));

/** A device's subscription, as PushSubscription.toJSON() gives it. */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url('endpoint must be the push service URL of this device').check(z.maxLength(2000, 'endpoint is too long')),
  keys: z.object({ p256dh: base64url('p256dh'), auth: base64url('auth') }, 'keys (p256dh and auth) are required'),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushUnsubscribe = z.object({ endpoint: z.string().check(z.minLength(1, 'endpoint is required'), z.maxLength(2000)) });

/** How many devices get the reminder by push, and whether the one asking is among them. */
export const ZPushDevices = z.object({ devices: z.number(), thisDevice: z.boolean() });
export const ZPushDevicesQuery = z.object({ endpoint: z.optional(z.string().check(z.maxLength(2000))) });
