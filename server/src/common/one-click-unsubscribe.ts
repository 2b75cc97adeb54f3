import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded to the address in the mail's List-Unsubscribe header. That one
 * route takes such a body; on every other route a form body stays what it was (a 400, "not JSON").
 */
export const FORM_BODY_ROUTES: ReadonlySet<string> = new Set(['/api/user/email/unsubscribe/:token']);

export const takesFormBody = (request: FastifyRequest): boolean =>
  request.method === 'POST' && FORM_BODY_ROUTES.has(request.routeOptions?.url ?? '');

export function acceptOneClickUnsubscribe(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (request, body, done) => {
    if (!takesFormBody(request)) {
      done(Object.assign(new Error('Unsupported Media Type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
