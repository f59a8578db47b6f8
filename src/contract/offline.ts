import { z } from 'zod/mini';

/**
 * Headers of a create that may be retried or replayed (journal, mood, gratitude): the client's key for this one
 * write, and, for a write kept offline, when it was written (its day is that day, not the day it synced).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const WRITTEN_AT_HEADER = 'x-written-at';

export const ZIdempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :'));

/** How long a write may have waited on the device and still land on its own day. */
export const WRITTEN_AT_MAX_AGE_DAYS = 30;
