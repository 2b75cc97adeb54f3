import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a browser integration sends: the bearer token, a JSON body, and the API's own request headers. */
export const CORS_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'If-None-Match'];
/** Answer headers a browser integration may read besides the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = [
  'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Idempotency-Replayed', 'X-Request-Id', 'Content-Disposition',
];

/**
 * Cross-origin calls from the browser origins in CORS_ORIGINS (none by default), on /api only
 * (Socket.IO gets the same list in realtime/redis-io.adapter.ts). Bearer tokens only: no
 * Access-Control-Allow-Credentials, so a browser never sends cookies or HTTP auth with them. Any
 * other origin, and every other path, gets no CORS header at all.
 */
export async function allowCorsOrigins(fastify: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await fastify.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback) => {
      const onApi = request.url.startsWith('/api/');
      const origin = request.headers.origin;
      callback(null, {
        origin: onApi && typeof origin === 'string' && allowed.has(origin) ? origin : false,
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: CORS_REQUEST_HEADERS,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        maxAge: 600,
        strictPreflight: true,
      });
    },
  });
}
