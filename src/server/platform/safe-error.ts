export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const isDatabaseError = (e: { code?: unknown; message: string }) =>
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) || e.message.startsWith('Failed query:');

/**
 * What of an error may go to the logs. Database errors carry the query's parameters (what a person
 * wrote, a password hash, who wrote an anonymous post) in their message and `detail`; so for them the
 * log keeps the error's kind, its SQLSTATE, the constraint and the SQL text (placeholders only), and
 * the stack frames, never the message. Other errors (faults in our own code) keep their message.
 */
export function safeError(err: unknown): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown', stack: '' };
  const e = err as Error & { code?: unknown; constraint?: unknown; cause?: unknown; statusCode?: unknown };
  const database = isDatabaseError(e);
  const out: SafeError = {
    type: err.name,
    message: database ? 'database error (details withheld from logs)' : err.message,
    stack: (err.stack ?? '')
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 15)
      .join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  const query = /^Failed query: ([\s\S]*?)(?:\nparams:|$)/.exec(err.message);
  if (query) out.query = query[1]!.slice(0, 2000);
  if (e.cause instanceof Error) out.cause = safeError(e.cause);
  return out;
}
