import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { readSubscription } from '../../domain/premium.js';
import { rememberTrial } from '../../domain/trials.js';
import { confirmOwnPassword } from '../../platform/confirm-password.js';
import { toApiUser, type SessionUser } from '../../platform/session.js';

/** Secrets are not "data the user owns": they are never exported. */
const NOT_EXPORTED = new Set<PgTable>([sessions, passwordResetTokens, users]);

/** Every table that holds rows of one user: found from the schema, so a new feature's table is exported without a change here. */
export function userOwnedTables(): { name: string; table: PgTable; userId: PgColumn }[] {
  const tables: unknown[] = Object.values(schema);
  return tables
    .filter((t): t is PgTable => is(t, PgTable) && !NOT_EXPORTED.has(t))
    .flatMap((table) => {
      const userId = (getTableColumns(table) as Record<string, PgColumn | undefined>).userId;
      return userId ? [{ name: getTableName(table), table, userId }] : [];
    });
}

/** Bytes (a recording of one's name) go into the JSON document as base64 text. */
const binaryAsBase64 = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v]));

/** Everything the user owns, as one JSON document. */
export async function exportUserData(deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser) {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const { name, table, userId } of userOwnedTables()) {
    const rows: Record<string, unknown>[] = await deps.db.select().from(table).where(eq(userId, user.id));
    data[name] = rows.map(binaryAsBase64);
  }
  return { exportedAt: deps.now().toISOString(), product: 'Lamplight', account: toApiUser(user), data };
}

/**
 * Deletes the account and, through ON DELETE CASCADE, every row it owns; its sessions go with it. One thing stays:
 * if the person ever had a free trial, a keyed hash of their address (decision 137), so signing up again with it
 * doesn't start another. Trials from before that ledger, and an address changed after the trial, are remembered here.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'now' | 'loginLimiter' | 'events' | 'emailHash'>,
  user: SessionUser,
  password: string,
  ip: string,
) {
  await confirmOwnPassword(deps, user.id, password, ip, 'That password is not correct. Your account was not deleted.');
  await deps.db.transaction(async (tx) => {
    const sub = await readSubscription(tx, user.id);
    if (sub?.trialStartedAt) await rememberTrial(deps, tx, user.email, sub.trialStartedAt);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Their community posts and comments went with them: open feeds refetch.
  deps.events.publish({ topics: ['community'] });
}
