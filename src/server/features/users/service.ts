import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPreferences, TUpdateUser, ZUpdatePreferences } from '../../../contract/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import { preferences, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { confirmOwnPassword } from '../../platform/confirm-password.js';
import { conflict, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { endAllSessions, type SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db'>;

export async function updateUser(deps: Deps, user: SessionUser, input: TUpdateUser): Promise<SessionUser> {
  const { username: _readOnly, ...changes } = input;
  try {
    const [row] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!row) throw notFound('Account not found.');
    const { passwordHash: _hash, ...rest } = row;
    return rest;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw conflict('Another account already uses that email.');
    throw err;
  }
}

export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'loginLimiter'>,
  user: SessionUser,
  ip: string,
  currentTokenHash: string | null,
  currentPassword: string,
  newPassword: string,
) {
  await confirmOwnPassword(deps, user.id, currentPassword, ip, 'Current password is incorrect');
  await deps.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
  // Whoever else held a session (a lost phone, say) is signed out; this device stays signed in.
  await endAllSessions(deps.db, user.id, currentTokenHash);
}

const DEFAULT_PREFERENCES = { dailyReminderTime: '08:00', notificationsEnabled: 1 };
const PREFERENCE_COLUMNS = { userId: preferences.userId, dailyReminderTime: preferences.dailyReminderTime, notificationsEnabled: preferences.notificationsEnabled };

export async function getPreferences(deps: Deps, userId: number): Promise<TPreferences> {
  const [row] = await deps.db.select(PREFERENCE_COLUMNS).from(preferences).where(eq(preferences.userId, userId));
  return row ?? { userId, ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(deps: Deps, userId: number, input: z.output<typeof ZUpdatePreferences>): Promise<TPreferences> {
  const changes = {
    ...(input.dailyReminderTime !== undefined && { dailyReminderTime: input.dailyReminderTime }),
    ...(input.notificationsEnabled !== undefined && { notificationsEnabled: input.notificationsEnabled }),
  };
  const [row] = await deps.db
    .insert(preferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...changes })
    .onConflictDoUpdate({ target: preferences.userId, set: Object.keys(changes).length ? changes : { userId } })
    .returning(PREFERENCE_COLUMNS);
  return row!;
}
