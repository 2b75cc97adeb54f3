import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import type { DomainErrorCode } from './domain-error';

export const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  validation: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** Fastify's own errors (body parsing, limits) and their contract status. */
export const FASTIFY_ERROR_STATUS: Record<string, number> = {
  // A body of a media type no parser takes (not JSON): 415, as the contract's amendments say.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_BAD_URL: 400,
  FST_ERR_ASYNC_CONSTRAINT: 400,
};

/**
 * PostgreSQL / driver failures that mean "database unreachable", answered 503; so is a statement
 * PostgreSQL stopped at its statement_timeout (57014): the database is too busy to answer in time.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  // TypeORM gives up a transaction's connection when that connection breaks (its 'error' event);
  // the transaction's next statement then fails with one of these.
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57014', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'].includes(e.code)) {
    return true;
  }
  const m = e.message ?? '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection|Connection is not established|Cannot use a pool after calling end|Query read timeout/i.test(
    m,
  );
}
