import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodySchema } from './error-body.schema';

/** What each error status means on this API (the contract's table). */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'The body is not JSON or a field has the wrong type (`errors` keyed by field).',
  401: 'No valid credential: a missing, expired, revoked or unknown bearer token, or wrong credentials.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found, or not yours (another owner\'s thing is never revealed).',
  409: 'The checklist is closed.',
  410: 'This link was revoked or replaced by a new one.',
  413: 'The body is over the 1 MiB limit.',
  415: 'The body is not JSON: its Content-Type is neither `application/json` nor a `…+json` type.',
  422: 'Validation failed (or a field the route does not know): `errors` keyed by field, with messages to show beside each field.',
  429: 'Too many requests; `Retry-After` says in how many seconds to try again.',
  503: 'The database is unreachable for a moment; try again shortly.',
};

/** Documents the given error answers of a route, each with the contract's `{ message, errors? }` body. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status] ?? 'Error', type: ErrorBodySchema }),
    ),
  );
}

/** One error answer with a meaning particular to this route. */
export function ApiError(status: number, description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, description, type: ErrorBodySchema });
}

