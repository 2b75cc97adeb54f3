import type { FastifyInstance } from 'fastify';

/** How often, while closing, keep-alive connections that went idle are closed. */
const REAP_EVERY_MS = 50;

/**
 * Lets a closing server end as soon as its in-flight requests are answered. Node's server.close()
 * closes only the connections idle at that instant; a keep-alive connection busy then would stay
 * open afterwards until keepAliveTimeout (72 s), holding close() open. So, from the moment Fastify
 * starts closing: every answer carries `Connection: close`, and connections left idle are closed
 * at once. New requests on an open connection get Fastify's 503 (`return503OnClosing`).
 */
export function closeConnectionsWhenIdle(fastify: FastifyInstance): void {
  let closing = false;
  let reaper: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    closing = true;
    fastify.server.closeIdleConnections();
    reaper = setInterval(() => fastify.server.closeIdleConnections(), REAP_EVERY_MS);
    reaper.unref();
    done();
  });
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(reaper);
    done();
  });
}
