import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { badRequest } from './errors.js';
import { startPasswordAttempt } from './login-limiter.js';
import { verifyPassword } from './passwords.js';

/**
 * A signed-in person confirms a sensitive change (a new password, deleting the account) with their
 * password. Guesses count against the same limits as signing in, so a borrowed session can't be used
 * to try passwords without end.
 */
export async function confirmOwnPassword(
  deps: Pick<AppDeps, 'db' | 'loginLimiter'>,
  userId: number,
  password: string,
  ip: string,
  wrongMessage: string,
) {
  const attempt = await startPasswordAttempt(deps.loginLimiter, `user:${userId}`, ip);
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw badRequest(wrongMessage);
  await attempt.succeeded();
}
