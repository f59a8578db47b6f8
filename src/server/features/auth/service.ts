import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TLogin, TRegister } from '../../../contract/auth.js';
import { helloLine } from '../../../contract/names.js';
import { isUniqueViolation } from '../../db/errors.js';
import { passwordResetTokens, preferences, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, unauthorized } from '../../platform/errors.js';
import { escapeMarkup } from '../../platform/escape.js';
import { startPasswordAttempt } from '../../platform/login-limiter.js';
import { assertPasswordAcceptable } from '../../platform/password-policy.js';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { endAllSessions, type UserRow } from '../../platform/session.js';
import { newToken, sha256 } from '../../platform/tokens.js';

const RESET_TTL_MS = 60 * 60 * 1000;
/** More reset mails than this per hour for one account are silently not sent (the answer stays the same). */
const RESET_MAILS_PER_HOUR = 5;

type Deps = Pick<AppDeps, 'db' | 'now'>;

export async function registerUser(deps: Deps, input: TRegister): Promise<UserRow> {
  assertPasswordAcceptable(input.password, input);
  const taken = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${input.username})`, sql`lower(${users.email}) = lower(${input.email})`))
    .limit(1);
  if (taken[0]) throw conflict(takenMessage(taken[0].username.toLowerCase() === input.username.toLowerCase() ? 'username' : 'email'));
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          username: input.username,
          gender: input.gender,
          passwordHash,
          timeZone: input.timeZone ?? 'UTC',
          createdAt: deps.now(),
        })
        .returning();
      await tx.insert(preferences).values({ userId: user!.id });
      return user!;
    });
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides, not the read above.
    if (isUniqueViolation(err, 'users_username_lower_idx')) throw conflict(takenMessage('username'));
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw conflict(takenMessage('email'));
    throw err;
  }
}

function takenMessage(field: 'username' | 'email') {
  return field === 'username'
    ? 'That username is already taken. Please choose another.'
    : 'An account with that email already exists. Try signing in instead.';
}

export async function findUserByLogin(deps: Deps, login: string): Promise<UserRow | undefined> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return user;
}

export async function authenticate(deps: Pick<AppDeps, 'db' | 'now' | 'loginLimiter'>, input: TLogin, ip: string): Promise<UserRow> {
  const user = await findUserByLogin(deps, input.username);
  // One count per account, whichever of its names is typed; unknown names count by what was typed.
  const attempt = await startPasswordAttempt(
    deps.loginLimiter,
    user ? `user:${user.id}` : `typed:${input.username}`,
    ip,
    'sign-in attempts',
  );
  // Verify against a decoy when the account doesn't exist, so timing doesn't tell which usernames exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) throw unauthorized('Invalid username or password.');
  await attempt.succeeded();
  return user;
}

type ResetDeps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config' | 'background'>;

/**
 * Answers at once and does the work afterwards: whether the account exists, and so whether a token is
 * written and a mail sent, can't be told from how long the answer took.
 */
export function requestPasswordReset(deps: ResetDeps, email: string) {
  deps.background.run('password reset mail', () => sendPasswordReset(deps, email));
}

/** Creates a single-use reset token and mails its link, when the account exists and hasn't asked too often. */
async function sendPasswordReset(deps: ResetDeps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user) return;
  const now = deps.now();
  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.expiresAt, now)));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;
  const token = newToken();
  await deps.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const hello = helloLine(user.name);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Lamplight password',
    text:
      `${hello}\n\n` +
      `Someone (we hope you) asked to reset the password of your Lamplight account (${user.username}).\n\n` +
      `Choose a new password here:\n${link}\n\n` +
      `The link works once and expires in one hour. If you didn't ask for this, ignore this e-mail: your password stays as it is.\n\n` +
      `Grace and peace,\nLamplight`,
    html:
      `<p>${escapeMarkup(hello)}</p>` +
      `<p>Someone (we hope you) asked to reset the password of your Lamplight account (${escapeMarkup(user.username)}).</p>` +
      `<p><a href="${escapeMarkup(link)}">Choose a new password</a></p>` +
      `<p>The link works once and expires in one hour. If you didn't ask for this, ignore this e-mail: your password stays as it is.</p>` +
      `<p>Grace and peace,<br>Lamplight</p>`,
  });
}

/**
 * Spends a reset token (once), sets the new password and ends every session of that user. The token is
 * checked before the password is hashed, so a forged or used link costs indexed reads, never an argon2 hash;
 * it is spent only once the new password is acceptable for its account (not made of the account's own words),
 * so a refused password leaves the link working for another try.
 */
export async function resetPassword(deps: Deps, token: string, newPassword: string): Promise<void> {
  assertPasswordAcceptable(newPassword, null);
  const tokenHash = sha256(token);
  const now = deps.now();
  const [link] = await deps.db
    .select({ userId: passwordResetTokens.userId, usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  const [owner] = link ? await deps.db.select().from(users).where(eq(users.id, link.userId)).limit(1) : [];
  if (owner && link && !link.usedAt && link.expiresAt > now) assertPasswordAcceptable(newPassword, owner);
  const [spent] = await deps.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  if (!spent) {
    if (link && !link.usedAt) throw badRequest('This reset link has expired. Please request a new one.');
    throw badRequest('Invalid or already used reset link. Please request a new one.');
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    // Every other outstanding link of this account dies with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(tx, spent.userId);
  });
}
