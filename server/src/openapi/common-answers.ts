import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_MEANINGS } from '../common/openapi/api-errors.decorator';
import { SECURITY } from '../common/openapi/api-auth.decorator';
import { ErrorBodySchema } from '../common/openapi/error-body.schema';
import { RATE_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { SESSION_ONLY_EXTENSION } from '../modules/auth/session/session-only.decorator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const TOKEN_LIMIT = RATE_LIMITS.accessTokenPerToken;

const errorAnswer = (status: number, description = ERROR_MEANINGS[status]): ResponseObject => ({
  description: description ?? 'Error',
  content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodySchema) } } },
});

const UNREADABLE_INPUT = 'A NUL, invalid UTF-8 or a lone surrogate in the path, the query string or a header the server reads.';

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the current window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
} as const;

/**
 * Conventions every route shares, applied in one place so no route forgets them:
 * - 400, 413, 415 and 422 where a body is read (malformed JSON, wrong types, too large, not JSON,
 *   an unknown field); 400 and 404 where a path parameter is read; 400 (unreadable input) and 503
 *   everywhere;
 * - owner routes accept a personal access token too (scope `read`: GET only; its own rate limit),
 *   except session-only ones; public routes say explicitly that they need no credential;
 * - a rate-limited route documents the RateLimit-* headers on its answers and Retry-After on 429.
 */
export function addCommonAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = path[method];
      if (operation) applyConventions(operation as OperationObject & Record<string, unknown>, method);
    }
  }
  return document;
}

function applyConventions(operation: OperationObject & Record<string, unknown>, method: (typeof METHODS)[number]): void {
  const responses = operation.responses;
  // Fastify reads a body on any verb but GET: malformed JSON, a wrong type or a field the route
  // does not know, over 1 MiB, or not JSON at all.
  if (method !== 'get') for (const status of [400, 413, 415, 422]) responses[status] ??= errorAnswer(status);
  // The router matches a path parameter of at most 100 characters (a longer one is the 404 of an
  // unknown route) and refuses a malformed percent-encoding (400).
  const hasPathParameter = operation.parameters?.some((p) => 'in' in p && p.in === 'path') ?? false;
  if (hasPathParameter) {
    responses[400] ??= errorAnswer(400, 'A malformed path (bad percent-encoding).');
    responses[404] ??= errorAnswer(404, 'Not found (also: a path parameter over 100 characters).');
  }
  // Any route: the path, the query string or a header the server reads (Authorization,
  // Idempotency-Key, If-None-Match, If-Match, Content-Type, Origin) holding a NUL, invalid UTF-8 or
  // a lone surrogate is refused before the route (common/request-hygiene.hook.ts).
  const given = responses[400] as ResponseObject | undefined;
  responses[400] = given ? { ...given, description: `${given.description} ${UNREADABLE_INPUT}` } : errorAnswer(400, UNREADABLE_INPUT);
  responses[503] ??= errorAnswer(503);

  const ownerRoute = operation.security?.some((requirement) => SECURITY.session in requirement) ?? false;
  const sessionOnly = operation[SESSION_ONLY_EXTENSION] === true;
  delete operation[SESSION_ONLY_EXTENSION];
  if (ownerRoute && !sessionOnly) {
    operation.security = [{ [SECURITY.session]: [] }, { [SECURITY.accessToken]: [] }];
    if (method !== 'get') {
      responses[403] ??= errorAnswer(403, 'Called with a read-only personal access token: this route changes something.');
    }
    responses[429] ??= errorAnswer(429, `With a personal access token: over ${TOKEN_LIMIT.limit} calls per token per minute.`);
  }
  // A route without a bearer scheme says so: no credential (a guest's is in the path).
  operation.security ??= [];

  if (responses[429]) {
    // A copy per route: an answer object may be shared by several routes (a decorator's constant),
    // and headers written into it would show on routes that have no rate limit.
    for (const [status, answer] of Object.entries(responses)) {
      const response = answer as ResponseObject;
      const headers: NonNullable<ResponseObject['headers']> = { ...RATE_LIMIT_HEADERS, ...response.headers };
      if (status === '429') headers['Retry-After'] = { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } };
      responses[status] = { ...response, headers };
    }
  }
}
