import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ZPushSubscriptionInput } from '../../../contract/push.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'push' | 'events'>;

/**
 * Keeps this device's subscription for the user. An endpoint is one device's: if someone else signed in on it
 * before, it moves to this user (that person no longer gets pushes on a device they left).
 */
export async function subscribe(deps: Deps, user: SessionUser, input: z.output<typeof ZPushSubscriptionInput>): Promise<void> {
  if (!deps.push.acceptsEndpoint(input.endpoint)) throw badRequest('endpoint must be an https address of a push service');
  const values = { userId: user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await deps.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: deps.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  deps.events.publish({ userId: user.id, topics: ['preferences'] });
}

/** Forgets this device's subscription, if it is the user's. */
export async function unsubscribe(deps: Deps, user: SessionUser, endpoint: string): Promise<void> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
  deps.events.publish({ userId: user.id, topics: ['preferences'] });
}

export async function devices(deps: Pick<AppDeps, 'db'>, user: SessionUser, endpoint?: string) {
  const [all] = await deps.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  const mine = endpoint
    ? await deps.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)))
    : [];
  return { devices: all?.n ?? 0, thisDevice: mine.length > 0 };
}
