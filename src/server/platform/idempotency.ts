import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, WRITTEN_AT_HEADER, WRITTEN_AT_MAX_AGE_DAYS, ZIdempotencyKey } from '../../contract/offline.js';
import { idempotencyKeys } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { AppError, badRequest, conflict } from './errors.js';

/** What a create may carry: its key, and when it was really written (an offline write syncing later). */
export interface WriteOptions {
  key?: string;
  writtenAt?: Date;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Reads the Idempotency-Key and X-Written-At headers; a malformed one is a 400 that says which. */
export function writeOptions(request: FastifyRequest): WriteOptions {
  const rawKey = header(request, IDEMPOTENCY_HEADER);
  const rawAt = header(request, WRITTEN_AT_HEADER);
  const options: WriteOptions = {};
  if (rawKey !== undefined) {
    const parsed = ZIdempotencyKey.safeParse(rawKey);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    options.key = parsed.data;
  }
  if (rawAt !== undefined) {
    const at = new Date(rawAt);
    if (Number.isNaN(at.getTime())) throw badRequest('The X-Written-At header must be a date and time (ISO 8601).');
    options.writtenAt = at;
  }
  return options;
}

/**
 * The clock a create runs on: the moment it was written, when an offline write says so (never in the future,
 * never more than 30 days back), so the entry and its completion land on the day the person wrote it.
 */
export function writtenClock<D extends Pick<AppDeps, 'now'>>(deps: D, writtenAt?: Date): D {
  if (!writtenAt) return deps;
  const now = deps.now();
  const oldest = now.getTime() - WRITTEN_AT_MAX_AGE_DAYS * 24 * 3600 * 1000;
  const at = new Date(Math.min(now.getTime(), Math.max(oldest, writtenAt.getTime())));
  return { ...deps, now: () => at };
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Runs a create at most once per (user, key): the first request claims the key (a conditional insert, so two at
 * once can't both win), runs, and stores its answer; a retry, a double submit or an offline replay with that key
 * gets the stored answer. The same key with another body is a 422; one still being handled, a 409 to retry.
 * Without a key the create simply runs. If the create fails, the claim is released so a retry can run it.
 */
export async function once<T>(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  scope: string,
  key: string | undefined,
  body: unknown,
  create: () => Promise<T>,
): Promise<T> {
  if (!key) return create();
  const requestHash = hashOf(body);
  const claimed = await deps.db
    .insert(idempotencyKeys)
    .values({ userId, key, scope, requestHash, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [first] = await deps.db.select().from(idempotencyKeys).where(where);
    if (!first) return once(deps, userId, scope, key, body, create); // released between the two statements: try again
    if (first.scope !== scope || first.requestHash !== requestHash) {
      throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request.');
    }
    if (first.status === null) throw conflict('This request is still being saved. Try again in a moment.');
    return first.response as T;
  }
  try {
    const answer = await create();
    await deps.db
      .update(idempotencyKeys)
      .set({ status: 201, response: answer as object })
      .where(where);
    return answer;
  } catch (err) {
    await deps.db.delete(idempotencyKeys).where(where);
    throw err;
  }
}

/**
 * A route's create, made retry-safe: the request's key and written-at time applied (see `once`, `writtenClock`).
 * The scope is the route ("POST /api/journal"), so one key can't answer for another kind of write.
 */
export function createOnce<D extends Pick<AppDeps, 'db' | 'now'>, T>(
  deps: D,
  request: FastifyRequest,
  userId: number,
  create: (deps: D) => Promise<T>,
): Promise<T> {
  const { key, writtenAt } = writeOptions(request);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return once(deps, userId, scope, key, request.body, () => create(writtenClock(deps, writtenAt)));
}
