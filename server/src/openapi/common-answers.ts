import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_MEANINGS } from '../common/openapi/api-errors.decorator';
import { SECURITY } from '../common/openapi/api-auth.decorator';
import { ErrorBodySchema } from '../common/openapi/error-body.schema';
import { RATE_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { SESSION_ONLY_EXTENSION } from '../modules/auth/session/session-only.decorator';
import { ROLE_EXTENSION, defaultChecklistRole } from '../modules/workspaces/checklist-role.decorator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const TOKEN_LIMIT = RATE_LIMITS.accessTokenPerToken;

const errorAnswer = (status: number, description = ERROR_MEANINGS[status]): ResponseObject => ({
  description: description ?? 'Error',
  content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodySchema) } } },
});

const UNREADABLE_INPUT = 'A NUL, invalid UTF-8 or a lone surrogate in the path, the query string or a header the server reads.';

const rateLimitHeaders = (when: string) => ({
  'RateLimit-Limit': { description: `Requests allowed in the current window. ${when}`, schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: `Requests left in the current window. ${when}`, schema: { type: 'integer' } },
  'RateLimit-Reset': { description: `Seconds until the window resets. ${when}`, schema: { type: 'integer' } },
});
/** A route with a limit of its own counts every call that reaches it. */
const ROUTE_LIMIT_HEADERS = rateLimitHeaders('Sent on every answer the route gives once the call was counted.');
/** An owner route is limited only per personal access token. */
const TOKEN_LIMIT_HEADERS = rateLimitHeaders('Sent when called with a personal access token (a session is not limited).');
/**
 * Answers given before any limit counts the call: a body refused by size or type, the database
 * unreachable. They never carry RateLimit headers.
 */
const NEVER_COUNTED = ['413', '415', '503'];

const REPLAYED_HEADER = {
  'Idempotency-Replayed': {
    description: '`true` on an answer given again for a repeated `Idempotency-Key`: the first answer\'s status and body, byte for byte.',
    schema: { type: 'string', enum: ['true'] },
  },
};

const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } };

/**
 * Conventions every route shares, applied in one place so no route forgets them:
 * - 400, 413, 415 and 422 where a body is read (malformed JSON, wrong types, too large, not JSON,
 *   an unknown field); 400 and 404 where a path parameter is read; 400 (unreadable input) and 503
 *   everywhere;
 * - owner routes accept a personal access token too (scope `read`: GET only; its own rate limit),
 *   except session-only ones; public routes say explicitly that they need no credential;
 * - every error answer is JSON (`{ message, errors? }`), whatever the route's success answer is;
 * - a rate-limited route documents the RateLimit-* headers on the answers that can carry them, and
 *   Retry-After on 429 and 503; an idempotent route documents Idempotency-Replayed on its success.
 */
export function addCommonAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const [route, path] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = path[method];
      if (!operation) continue;
      applyConventions(operation as OperationObject & Record<string, unknown>, method);
      if (route.startsWith(CHECKLIST_ROUTE)) addRoleAnswer(operation as OperationObject & Record<string, unknown>, method);
    }
  }
  return document;
}

/** Routes that name a checklist: the AuthGuard checks the caller's role in its workspace (issue 47). */
const CHECKLIST_ROUTE = '/api/checklist/{id}';
const ROLE_TOO_LOW = 'A member of the checklist\'s workspace whose role is below the one this route needs (the message names it).';

function addRoleAnswer(operation: OperationObject & Record<string, unknown>, method: string): void {
  operation[ROLE_EXTENSION] ??= defaultChecklistRole(method.toUpperCase());
  const given = operation.responses[403] as ResponseObject | undefined;
  operation.responses[403] = given ? { ...given, description: `${given.description} Also: ${ROLE_TOO_LOW}` } : errorAnswer(403, ROLE_TOO_LOW);
}

function applyConventions(operation: OperationObject & Record<string, unknown>, method: (typeof METHODS)[number]): void {
  const responses = operation.responses;
  const ownLimit = responses[429] !== undefined;
  // Every error is JSON, whatever a route's success answer is (a CSV file, a page): Nest writes a
  // route's produced type (text/csv) on each of its answers.
  for (const [status, answer] of Object.entries(responses)) {
    const response = answer as ResponseObject;
    if (Number(status) >= 400 && response.content && !response.content['application/json']) {
      const schema = Object.values(response.content)[0]?.schema ?? { $ref: getSchemaPath(ErrorBodySchema) };
      responses[status] = { ...response, content: { 'application/json': { schema } } };
    }
  }
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
  // The database did not answer in time (unreachable, or a statement past its time): try again shortly.
  const unavailable = responses[503] as ResponseObject;
  responses[503] = { ...unavailable, headers: { ...unavailable.headers, 'Retry-After': RETRY_AFTER } };

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
    const limitHeaders = ownLimit ? ROUTE_LIMIT_HEADERS : TOKEN_LIMIT_HEADERS;
    // An owner route's 401 comes from its guard, before anything counted the call.
    const never = ownerRoute ? [...NEVER_COUNTED, '401'] : NEVER_COUNTED;
    // A copy per route: an answer object may be shared by several routes (a decorator's constant),
    // and headers written into it would show on routes that have no rate limit.
    for (const [status, answer] of Object.entries(responses)) {
      const response = answer as ResponseObject;
      const headers: NonNullable<ResponseObject['headers']> = { ...(never.includes(status) ? {} : limitHeaders), ...response.headers };
      if (status === '429') headers['Retry-After'] = RETRY_AFTER;
      responses[status] = Object.keys(headers).length > 0 ? { ...response, headers } : response;
    }
  }

  // Only a success is kept for Idempotency-Key, so only a success is given again.
  const idempotent = operation.parameters?.some((p) => 'in' in p && p.in === 'header' && p.name === 'Idempotency-Key') ?? false;
  if (idempotent) {
    for (const [status, answer] of Object.entries(responses)) {
      if (status.startsWith('2')) responses[status] = { ...(answer as ResponseObject), headers: { ...(answer as ResponseObject).headers, ...REPLAYED_HEADER } };
    }
  }
}
