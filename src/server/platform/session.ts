import { and, eq, getTableColumns, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TUser } from '../../contract/auth.js';
import type { Db, DbOrTx } from '../db/client.js';
import { preparedFor } from '../db/prepared.js';
import { sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import type { SessionCache } from './session-cache.js';
import type { Clock } from './clock.js';
import { newToken, sha256 } from './tokens.js';

export const SESSION_COOKIE = 'lamplight_session';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionUser = Omit<UserRow, 'passwordHash'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set for every /api request. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

/** The user as the API shows it: never the password hash. */
export function toApiUser(u: SessionUser): TUser {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    gender: u.gender,
    timeZone: u.timeZone,
    translation: u.translation,
    onboardingCompleted: u.onboardingCompletedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}

const { passwordHash: _omit, ...publicUserColumns } = getTableColumns(users);

/** A fresh session for the user: a new random token in the cookie, only its hash in the database. */
export async function startSession(deps: { db: Db; now: Clock; secureCookies: boolean }, reply: FastifyReply, userId: number) {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await deps.db.insert(sessions).values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    expires: expiresAt,
  });
  // Expired rows of this user are of no use to anyone.
  await deps.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

// Every /api request runs this: prepared once per database.
const sessionUser = preparedFor((db) =>
  db
    .select({ user: publicUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user'),
);

/**
 * Reads the cookie and loads its user; an unknown or expired token is the same as none. With a cache
 * (the embedded database only, see session-cache.ts) a known session costs no database round trip.
 */
export async function loadSession(db: Db, now: Clock, request: FastifyRequest, cache?: SessionCache | null) {
  request.user = null;
  request.sessionTokenHash = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return;
  const tokenHash = sha256(token);
  const at = now();
  const cached = cache?.get(tokenHash, at);
  if (cached) {
    request.user = cached;
    request.sessionTokenHash = tokenHash;
    return;
  }
  const generation = cache?.generation() ?? 0;
  const [row] = await sessionUser(db).execute({ tokenHash, now: at });
  if (row) {
    request.user = row.user as SessionUser;
    request.sessionTokenHash = tokenHash;
    cache?.set(tokenHash, generation, request.user, row.expiresAt);
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Any user id a client sends (path, query or body) must be the session's own. */
export function assertSelf(user: SessionUser, userId: number | undefined | null) {
  if (userId !== undefined && userId !== null && Number(userId) !== user.id) throw forbidden();
}

/** requireUser + assertSelf in one step, for routes addressed by a user id. */
export function requireSelf(request: FastifyRequest, userId: number | undefined | null): SessionUser {
  const user = requireUser(request);
  assertSelf(user, userId);
  return user;
}

export async function endSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endAllSessions(db: DbOrTx, userId: number, exceptTokenHash?: string | null) {
  await db
    .delete(sessions)
    .where(exceptTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash)) : eq(sessions.userId, userId));
}
