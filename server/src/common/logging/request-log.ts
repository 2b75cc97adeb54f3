import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from '../redact';
import type { RequestLineWriter } from './root-logger';

/** Polled every few seconds by load balancers and the process tests: not logged. */
const UNLOGGED_PATHS: ReadonlySet<string> = new Set(['/api/health']);

/**
 * One line per request, written when the answer has gone out:
 * `request completed {"req":{"id","method","url"},"res":{"statusCode"},"responseTime"}` at info,
 * `request errored` at error for a 5xx, and `request aborted {"req":…}` at info when the client went
 * away first (its connection closed before the answer). The URL's query values
 * are redacted (tokens travel there).
 *
 * A Fastify hook rather than pino-http as Nest middleware: that ran every request through
 * @fastify/middie, made a child logger per request (its bindings serialised and redacted), and
 * opened an AsyncLocalStorage context for it, which turns on a hook for every promise the process
 * makes. Under a stream of saves this hook costs about a sixth less CPU per save than that did
 * (bench/RESULTS.md). An error a request meets is logged by AllExceptionsFilter with the request's id.
 */
export function logRequests(fastify: FastifyInstance, requestLine: RequestLineWriter): void {
  const logged = (request: FastifyRequest) => !UNLOGGED_PATHS.has(request.url.split('?', 1)[0]!);
  const requestPart = (request: FastifyRequest) => ({ id: request.id, method: request.method, url: redactUrl(request.url) });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (logged(request)) {
      const line = { req: requestPart(request), res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) requestLine('error', 'request errored', line);
      else requestLine('info', 'request completed', line);
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    if (logged(request)) requestLine('info', 'request aborted', { req: requestPart(request) });
    done();
  });
}
