import type { FastifyInstance } from 'fastify';

/** What crawlers may read: nothing under a guest link or the API (issue 44). */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /shared/\nDisallow: /api/\n';

/** A guest's page (and its API answer): personal, never to be indexed, whatever a crawler was told. */
const NOT_INDEXED = /^\/(?:shared\/|api\/guest\/)/;

/**
 * `/robots.txt` as text (it was the app's HTML), and `X-Robots-Tag: noindex` on every guest page
 * and guest API answer, an unknown or revoked link's included. The guest page's HTML also carries
 * the meta tag (guest-page-html.ts, index.html's for the pages built by the client).
 */
export function guardFromSearchEngines(fastify: FastifyInstance): void {
  fastify.get('/robots.txt', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT));
  fastify.addHook('onRequest', (request, reply, done) => {
    if (NOT_INDEXED.test(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    done();
  });
}
