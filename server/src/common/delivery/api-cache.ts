import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (a user, their checklists, a guest's notes): no browser or
 * shared cache keeps them, unless a route says otherwise with its own Cache-Control.
 */
export function addApiCacheControl(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
