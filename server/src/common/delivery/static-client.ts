import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sep } from 'node:path';

/** Vite puts a content hash in every file name under assets/: such a file never changes. */
const HASHED_ASSETS = `${sep}assets${sep}`;

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Always revalidate (ETag / Last-Modified make that a 304): index.html names the current assets. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and the
 * `.br` / `.gz` files made at build time chosen by the browser's Accept-Encoding.
 */
export async function serveClient(fastify: FastifyInstance, clientDist: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    wildcard: true,
    // index.html (at / and every client route) is the SpaFallback's: one ETag whatever the encoding.
    index: false,
    // Only file names reach the disk; '/' and folders would be a 403 from send.
    allowedPath: (pathname) => /\/[^/]+\.[^/]+$/.test(pathname),
    preCompressed: true,
    // send's own Cache-Control (max-age=0) would overwrite the one set below.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(HASHED_ASSETS) ? CACHE_FOREVER : CACHE_REVALIDATE);
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
