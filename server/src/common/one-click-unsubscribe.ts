import type { FastifyRequest } from 'fastify';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded (parsed by Nest's Fastify adapter) to the address in the mail's
 * List-Unsubscribe header. That one route takes such a body; on every other route a form body stays
 * what it was (a 415, not JSON: json-object-body.hook.ts).
 */
export const FORM_BODY_ROUTES: ReadonlySet<string> = new Set(['/api/user/email/unsubscribe/:token']);

export const takesFormBody = (request: FastifyRequest): boolean =>
  request.method === 'POST' && FORM_BODY_ROUTES.has(request.routeOptions?.url ?? '');
