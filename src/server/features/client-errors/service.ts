import type { FastifyBaseLogger } from 'fastify';
import type { TClientErrorReport } from '../../../contract/client-errors.js';

/** One warning line per report; the contract already keeps anyone's words out of it. */
export function recordClientError(log: FastifyBaseLogger, report: TClientErrorReport) {
  log.warn({ clientError: report }, 'client error');
}
