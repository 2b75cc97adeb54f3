import type { FastifyReply } from 'fastify';

/** Marks an answer that was given before and is answered again for a repeated Idempotency-Key. */
export function markReplayed<T>(reply: FastifyReply, result: { body: T; replayed: boolean }): T {
  if (result.replayed) reply.header('Idempotency-Replayed', 'true');
  return result.body;
}
