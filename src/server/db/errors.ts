/** The PostgreSQL error behind a driver or Drizzle error, if any (PGlite and node-postgres both carry code/constraint). */
function pgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** True when the error is a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/** True when the error is a foreign-key violation (the row referred to is gone, say). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgError(err)?.code === '23503';
}
