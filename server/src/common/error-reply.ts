import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@ticklist/contracts';

/**
 * The contract's error answer: `status` with `{ message, errors? }` as JSON. Every writer of one
 * goes through here, but clientErrorHandler, which has only the socket.
 */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
