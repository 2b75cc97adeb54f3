import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES, SHARE_JOB_MAX } from '@ticklist/contracts';
import { sendError } from './error-reply';
import { takesFormBody } from './one-click-unsubscribe';
import { takesRawUpload } from './raw-upload-body';
import { withoutNul } from './text';

/**
 * Bounds on the shape of a JSON body, far above any request the API takes (at most
 * body.items[i].field, 200 items). The DTO layer (class-transformer, class-validator) walks
 * bodies recursively and synchronously: a deeper body exhausts the stack, a wider one blocks the
 * event loop for seconds (and every queued database request then times out).
 */
export const BODY_SHAPE_LIMITS = { depth: 32, entriesPerContainer: 1_000, entries: 20_000 } as const;

type ShapeLimits = { depth: number; entriesPerContainer: number; entries: number };

/**
 * Routes that take one long list (a share job's `emails`, up to SHARE_JOB_MAX), and may take it as
 * `text/csv` too: their own bounds, just above the list they take.
 */
const LIST_BODY_ROUTES: ReadonlyMap<string, ShapeLimits> = new Map([
  ['/api/checklist/:id/share-jobs', { depth: 4, entriesPerContainer: 2 * SHARE_JOB_MAX, entries: 2 * SHARE_JOB_MAX + 10 }],
]);

const listRouteLimits = (request: FastifyRequest): ShapeLimits | undefined =>
  request.method === 'POST' ? LIST_BODY_ROUTES.get(request.routeOptions?.url ?? '') : undefined;

/** `text/csv` bodies are read as text (UTF-8); only the list routes take them, every other route answers 415. */
export function acceptCsv(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(/^text\/csv(?:\s*;|$)/i, { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** A structured `…+json` media type (RFC 6839), without its parameters. */
const STRUCTURED_JSON = String.raw`^application\/[a-z0-9!#$&^_.-]+\+json`;
const STRUCTURED_JSON_TYPE = new RegExp(`${STRUCTURED_JSON}$`);

/** `application/json` or a structured `…+json` type (RFC 6839), parameters left out and lower-cased. */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || STRUCTURED_JSON_TYPE.test(mediaType);
}

/**
 * Structured `…+json` bodies (`application/merge-patch+json`, `application/vnd.x+json`) are JSON:
 * parsed by Fastify's own JSON parser, with its prototype-poisoning checks.
 */
export function acceptStructuredJson(fastify: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = fastify.initialConfig;
  fastify.addContentTypeParser(new RegExp(`${STRUCTURED_JSON}(?:\\s*;|$)`, 'i'), { parseAs: 'string' }, fastify.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning));
}

/**
 * A body must be a JSON object: another media type Fastify parses (text, url-encoded forms) is a
 * 415 (the contract's amendment; it was a 400); arrays, strings, numbers and null are answered 400,
 * and so is JSON nested deeper than the limit; one with more entries than the limits is a 413.
 * Every string is made storable: PostgreSQL text cannot hold NUL (each service would fail on it)
 * and UTF-8 cannot hold a lone surrogate.
 */
export function requireObjectBodies(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    if (body === undefined || takesRawUpload(request)) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (mediaType === 'application/x-www-form-urlencoded' && takesFormBody(request)) return;
    const listLimits = listRouteLimits(request);
    if (mediaType === 'text/csv' && listLimits && typeof body === 'string') {
      request.body = storable(body);
      return;
    }
    if (!isJsonMediaType(mediaType)) {
      await sendError(reply, 415, { message: GENERIC_MESSAGES.notJsonMediaType });
      return;
    }
    const problem = body === null || typeof body !== 'object' || Array.isArray(body) ? 'not-json' : sanitise(body, listLimits ?? BODY_SHAPE_LIMITS);
    if (problem === 'not-json' || problem === 'too-deep') {
      await sendError(reply, 400, { message: GENERIC_MESSAGES.badJson });
    } else if (problem === 'too-large') {
      await sendError(reply, 413, { message: GENERIC_MESSAGES.payloadTooLarge });
    }
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The string as the database will hold it, so answers built from the input match what a later
 * read returns: NUL dropped, lone surrogates (not encodable in UTF-8) replaced by U+FFFD as the
 * driver would.
 */
function storable(value: string): string {
  let out = withoutNul(value);
  if (/[\uD800-\uDFFF]/.test(out)) out = out.replace(LONE_SURROGATE, '\uFFFD');
  return out;
}

/** Walks the parsed body without recursion, checking its shape and making strings storable in place. */
function sanitise(root: object, limits: ShapeLimits): 'too-deep' | 'too-large' | null {
  const stack: Array<{ node: Record<string, unknown>; depth: number }> = [{ node: root as Record<string, unknown>, depth: 1 }];
  let entries = 0;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (depth > limits.depth) return 'too-deep';
    const keys = Object.keys(node);
    entries += keys.length;
    if (keys.length > limits.entriesPerContainer || entries > limits.entries) return 'too-large';
    for (const key of keys) {
      const value = node[key];
      if (typeof value === 'string') {
        node[key] = storable(value);
      } else if (value !== null && typeof value === 'object') {
        stack.push({ node: value as Record<string, unknown>, depth: depth + 1 });
      }
    }
  }
  return null;
}
