import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES, type ErrorBody } from '@ticklist/contracts';
import { sendError } from './error-reply';

/**
 * Errors Fastify answers on its own, before any route or Nest filter runs, given the contract's
 * `{ message }` body instead of Fastify's `{ error, code, message, statusCode }`.
 */

/**
 * Helmet sets its headers in an onRequest hook, which these early answers skip: they get the
 * strictest set instead (a JSON error needs no source at all).
 */
const EARLY_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** Router errors: a URL that does not decode (400) or a path parameter over the router's limit (404, like any unknown id). */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = { message: tooLong ? GENERIC_MESSAGES.notFound : GENERIC_MESSAGES.badRequest };
  void sendError(reply.headers(EARLY_ANSWER_HEADERS), tooLong ? 404 : 400, body);
}

/** Requests Node's HTTP parser rejects (broken framing, oversized headers, timeouts): same statuses as Fastify's default. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', GENERIC_MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', GENERIC_MESSAGES.headersTooLarge]
        : [400, 'Bad Request', GENERIC_MESSAGES.badRequest];
  const body = JSON.stringify({ message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
