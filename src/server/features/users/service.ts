import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { TPreferences, TUpdateUser, ZUpdatePreferences } from '../../../contract/users.js';
import { helloLine } from '../../../contract/names.js';
import { isUniqueViolation } from '../../db/errors.js';
import { preferences, users } from '../../db/schema/index.js';
import { appearanceOf } from '../../platform/appearance.js';
import type { AppDeps } from '../../deps.js';
import { confirmOwnPassword } from '../../platform/confirm-password.js';
import { conflict, notFound } from '../../platform/errors.js';
import { escapeMarkup } from '../../platform/escape.js';
import { assertPasswordAcceptable } from '../../platform/password-policy.js';
import { hashPassword } from '../../platform/passwords.js';
import { endAllSessions, type SessionUser } from '../../platform/session.js';

type Deps = Pick<AppDeps, 'db'>;

type UpdateDeps = Pick<AppDeps, 'db' | 'now' | 'loginLimiter' | 'mailer' | 'background'>;
/** Who is asking: the address their password guesses count against, and the session that stays signed in. */
export interface Requester {
  ip: string;
  sessionTokenHash: string | null;
}

/**
 * Changes one field of the account. A new e-mail needs the current password (guesses count like sign-in's),
 * signs out every other session, and tells the old address, so a stolen session can't quietly move the
 * account (and its password resets) to another inbox.
 */
export async function updateUser(deps: UpdateDeps, user: SessionUser, input: TUpdateUser, requester: Requester): Promise<SessionUser> {
  const { username: _readOnly, currentPassword, ...changes } = input;
  const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase() ? changes.email : null;
  if (newEmail) {
    await confirmOwnPassword(
      deps,
      user.id,
      currentPassword ?? '',
      requester.ip,
      'Current password is incorrect. Your email was not changed.',
    );
  }
  let updated: SessionUser;
  try {
    const [row] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!row) throw notFound('Account not found.');
    const { passwordHash: _hash, ...rest } = row;
    updated = rest;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw conflict('Another account already uses that email.');
    throw err;
  }
  if (newEmail) {
    await endAllSessions(deps.db, user.id, requester.sessionTokenHash);
    const previous = user.email;
    const at = deps.now();
    deps.background.run('email change notice', () => deps.mailer.send(emailChangedNotice(updated, previous, at)));
  }
  return updated;
}

/** "me•••@example.com": enough for the owner to recognise, not the whole address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

function emailChangedNotice(user: SessionUser, previousEmail: string, at: Date) {
  const hello = helloLine(user.name);
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    `The email address of your Lamplight account (${user.username}) was changed to ${maskEmail(user.email)} on ${when}. Every other device was signed out.`,
    `If this was you, there is nothing more to do. If it wasn't, sign in with your username and password, change the email back in Settings, and choose a new password.`,
  ];
  return {
    to: previousEmail,
    subject: 'Your Lamplight email address was changed',
    text: `${hello}\n\n${lines.join('\n\n')}\n\nGrace and peace,\nLamplight`,
    html: `<p>${escapeMarkup(hello)}</p>${lines.map((l) => `<p>${escapeMarkup(l)}</p>`).join('')}<p>Grace and peace,<br>Lamplight</p>`,
  };
}

/** The first-visit tour is shown once per person, wherever they sign in: its completion is kept here. */
export async function setOnboardingCompleted(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: SessionUser,
  completed: boolean,
): Promise<SessionUser> {
  const [row] = await deps.db
    .update(users)
    .set({ onboardingCompletedAt: completed ? deps.now() : null })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound('Account not found.');
  const { passwordHash: _hash, ...rest } = row;
  return rest;
}

export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'loginLimiter'>,
  user: SessionUser,
  ip: string,
  currentTokenHash: string | null,
  currentPassword: string,
  newPassword: string,
) {
  assertPasswordAcceptable(newPassword, user);
  await confirmOwnPassword(deps, user.id, currentPassword, ip, 'Current password is incorrect');
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id));
  // Whoever else held a session (a lost phone, say) is signed out; this device stays signed in.
  await endAllSessions(deps.db, user.id, currentTokenHash);
}

const DEFAULT_PREFERENCES = {
  dailyReminderTime: '08:00',
  notificationsEnabled: 1,
  theme: 'system',
  textSize: 'medium',
  reminderEmail: 1,
} as const;
const PREFERENCE_COLUMNS = {
  userId: preferences.userId,
  dailyReminderTime: preferences.dailyReminderTime,
  notificationsEnabled: preferences.notificationsEnabled,
  theme: preferences.theme,
  textSize: preferences.textSize,
  reminderEmail: preferences.reminderEmail,
};

/** The columns are plain text: anything unknown reads as the default. */
function toApiPreferences(row: {
  userId: number;
  dailyReminderTime: string;
  notificationsEnabled: number;
  theme: string;
  textSize: string;
  reminderEmail: number;
}): TPreferences {
  return { ...row, theme: appearanceOf(row).theme, textSize: appearanceOf(row).textSize };
}

export async function getPreferences(deps: Deps, userId: number): Promise<TPreferences> {
  const [row] = await deps.db.select(PREFERENCE_COLUMNS).from(preferences).where(eq(preferences.userId, userId));
  return row ? toApiPreferences(row) : { userId, ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(deps: Deps, userId: number, input: z.output<typeof ZUpdatePreferences>): Promise<TPreferences> {
  const changes = {
    ...(input.dailyReminderTime !== undefined && { dailyReminderTime: input.dailyReminderTime }),
    ...(input.notificationsEnabled !== undefined && { notificationsEnabled: input.notificationsEnabled }),
    ...(input.theme !== undefined && { theme: input.theme }),
    ...(input.textSize !== undefined && { textSize: input.textSize }),
    ...(input.reminderEmail !== undefined && { reminderEmail: input.reminderEmail }),
  };
  const [row] = await deps.db
    .insert(preferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...changes })
    .onConflictDoUpdate({ target: preferences.userId, set: Object.keys(changes).length ? changes : { userId } })
    .returning(PREFERENCE_COLUMNS);
  return toApiPreferences(row!);
}
