import { ERROR_STATUS, type ErrorCode } from '@contract/errors';

/**
 * An answer that was not OK: '{status}: {message}' as text, with the status, the server's message and its
 * error code (`contract/errors.ts`; absent when something in between answered) kept apart.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly code?: ErrorCode,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

/** A premium call refused because the person has no premium now (402, with what to do in the message). */
export const isPaymentRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** Called when a signed-in call answers 401: the session is gone (expired, or ended elsewhere). */
export function onUnauthorized(listener: UnauthorizedListener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

const SIGN_IN_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/me', '/api/auth/reset-password', '/api/auth/forgot-password'];

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one API client: same-origin cookies, JSON in and out, errors as ApiError. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(method === 'GET' ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf<T>(url, res);
}

/** The answer's JSON, or its failure as an ApiError with the server's message. */
async function answerOf<T>(url: string, res: Response): Promise<T> {
  const data = await readBody(res);
  if (!res.ok) {
    if (res.status === 401 && !SIGN_IN_PATHS.includes(url)) unauthorizedListeners.forEach((l) => l());
    const body = typeof data === 'object' && data ? (data as { message?: unknown; code?: unknown }) : {};
    const message = body.message !== undefined ? String(body.message) : typeof data === 'string' && data ? data : res.statusText;
    const code = typeof body.code === 'string' && body.code in ERROR_STATUS ? (body.code as ErrorCode) : undefined;
    throw new ApiError(res.status, message, code);
  }
  return data as T;
}

/**
 * A file upload (multipart/form-data): the browser sets the type and boundary; the upload header stands in for
 * JSON in the server's same-site check. Errors as apiRequest's.
 */
export async function apiUpload<T = unknown>(url: string, form: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'x-lamplight-upload': '1' },
    body: form,
  });
  return answerOf<T>(url, res);
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url);

/**
 * The server's own words for a failed action, for a toast's description: what it refused and why (a limit,
 * a wrong password, "try again in 10 minutes"). A server fault or a lost connection says `fallback` instead.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage && err.status < 500) return err.serverMessage;
  return fallback;
}
