import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../contract/errors.js';

/** The one error type services throw: a code (→ HTTP status) and a message a person can act on. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('UNAUTHORIZED', message);
export const paymentRequired = (message: string) => new AppError('PAYMENT_REQUIRED', message);
export const forbidden = (message = 'You can only access your own data.') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/** Turns every thrown thing into a JSON {message}; never echoes request bodies into logs. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | z.core.$ZodError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = { message: error.message, code: error.code };
      reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issue = error.validation[0];
      body = { message: issue?.message ?? 'The request is not valid.', code: 'BAD_REQUEST' };
    } else if (error instanceof z.core.$ZodError) {
      status = 400;
      body = { message: firstIssueMessage(error), code: 'BAD_REQUEST' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: clientMessage(error) };
    } else {
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
      request.log.error({ err: error }, 'request failed');
    }
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
