import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The window a request was counted in, as the IETF RateLimit header fields state it. */
export interface RateLimitWindow {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

interface RequestWindows {
  tightest?: RateLimitWindow;
}

const current = new AsyncLocalStorage<RequestWindows>();
const WINDOWS = Symbol('rateLimitWindows');
type WithWindows = FastifyRequest & { [WINDOWS]?: RequestWindows };

/**
 * Called by the rate limiter for each policy a request is counted against. When several apply
 * (sign-in counts per account and per address), the headers show the one closest to its limit.
 */
export function noteRateLimitWindow(window: RateLimitWindow): void {
  const windows = current.getStore();
  if (!windows) return;
  if (!windows.tightest || window.remaining < windows.tightest.remaining) windows.tightest = window;
}

/**
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` on every answer of a limited
 * route (429s included, beside their Retry-After). Services count deep inside a request, so the
 * window travels back to the reply in an AsyncLocalStorage opened for each request.
 */
export function addRateLimitHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    // Only API routes are limited: assets and the SPA skip the per-request context.
    if (!request.url.startsWith('/api/')) return done();
    const windows: RequestWindows = {};
    (request as WithWindows)[WINDOWS] = windows;
    current.run(windows, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const window = (request as WithWindows)[WINDOWS]?.tightest;
    if (window) {
      reply.header('RateLimit-Limit', String(window.limit));
      reply.header('RateLimit-Remaining', String(Math.max(0, window.remaining)));
      reply.header('RateLimit-Reset', String(window.resetSeconds));
    }
    done(null, payload);
  });
}
