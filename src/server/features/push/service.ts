import { and, count, desc, eq, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { ZPushSubscriptionInput } from '../../../contract/push.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'push' | 'events'>;

/** A person's devices that get reminders by push; a new one past this drops their oldest (issue 37). */
export const MAX_PUSH_DEVICES = 20;

/**
 * Keeps this device's subscription for the user. An endpoint is one device's: if someone else signed in on it
 * before, it moves to this user (that person no longer gets pushes on a device they left), but only when the keys
 * match too. The keys are made by the device's browser with the endpoint and never shown to anyone; whoever sends
 * them is on that device, while someone who only learned the endpoint can't take the device's reminders over.
 * A person keeps their newest MAX_PUSH_DEVICES devices.
 */
export async function subscribe(deps: Deps, user: SessionUser, input: z.output<typeof ZPushSubscriptionInput>): Promise<void> {
  const problem = deps.push.endpointProblem(input.endpoint);
  if (problem) throw badRequest(problem);
  const values = { userId: user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: deps.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: or(
          eq(pushSubscriptions.userId, user.id),
          and(eq(pushSubscriptions.p256dh, input.keys.p256dh), eq(pushSubscriptions.auth, input.keys.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (!kept)
      throw conflict('This push address belongs to another device. Turn reminders on this device off and on again to get a new one.');
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, newest)));
  });
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
