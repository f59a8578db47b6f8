import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { usedTrials, users } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';

/** Google's addresses ignore dots in the local part and are the same mailbox under either domain. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is written: lower case, a `+tag` dropped (every large provider delivers `name+tag@` to
 * `name@`), and for Gmail the dots of the local part dropped and googlemail.com read as gmail.com. Dots are kept
 * elsewhere: at other providers `j.doe` and `jdoe` are different people.
 */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}

type TrialDeps = Pick<AppDeps, 'db' | 'emailHash'>;

const hashOf = (deps: Pick<AppDeps, 'emailHash'>, email: string) => deps.emailHash(normalisedEmail(email));

/** Whether a free trial was already started with this address (by any account, deleted ones included). */
export async function trialUsed(deps: TrialDeps, email: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ at: usedTrials.firstTrialAt })
    .from(usedTrials)
    .where(eq(usedTrials.emailHash, hashOf(deps, email)));
  return Boolean(row);
}

/** The same, for an account by its id (its current address). */
export async function trialUsedBy(deps: TrialDeps, userId: number): Promise<boolean> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user ? trialUsed(deps, user.email) : false;
}

/**
 * Claims this address's one free trial: true when it is claimed now, false when it was used before. One
 * conditional insert, so two accounts racing with one mailbox (`ann+1@`, `ann+2@`) get one trial between them.
 */
export async function claimTrial(deps: Pick<AppDeps, 'emailHash'>, db: DbOrTx, email: string, at: Date): Promise<boolean> {
  const claimed = await db
    .insert(usedTrials)
    .values({ emailHash: hashOf(deps, email), firstTrialAt: at })
    .onConflictDoNothing()
    .returning({ emailHash: usedTrials.emailHash });
  return claimed.length > 0;
}

/** Gives a claim back: the trial could not be started after all (the payment provider failed). */
export async function releaseTrial(deps: TrialDeps, email: string): Promise<void> {
  await deps.db.delete(usedTrials).where(eq(usedTrials.emailHash, hashOf(deps, email)));
}

/** Remembers an address that had a trial (a trial from before this ledger, or an address changed since). */
export async function rememberTrial(deps: Pick<AppDeps, 'emailHash'>, db: DbOrTx, email: string, at: Date): Promise<void> {
  await claimTrial(deps, db, email, at);
}
