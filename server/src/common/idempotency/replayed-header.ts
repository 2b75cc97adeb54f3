import type { FastifyReply } from 'fastify';

/** A request done now (its body), or an answer given before (the JSON text it was sent as). */
export type IdempotentResult<T> = { body: T; replayed: false } | { json: string; replayed: true };

/**
 * The answer to send: the body done now, or, for a repeated Idempotency-Key, the stored JSON text
 * unchanged (Fastify sends a string under a JSON content type as it is) marked
 * `Idempotency-Replayed: true`.
 */
export function replayAs<T>(reply: FastifyReply, result: IdempotentResult<T>): T {
  if (!result.replayed) return result.body;
  reply.header('Idempotency-Replayed', 'true').header('Content-Type', 'application/json; charset=utf-8');
  // The route's type is what the text encodes; the handler hands it to Fastify unread.
  return result.json as unknown as T;
}
