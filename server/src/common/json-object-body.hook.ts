import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES } from '@ticklist/contracts';

/** A JSON body must be an object: arrays, strings, numbers and null are answered 400. */
export function requireObjectBodies(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    if (body === undefined) return;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      await reply.status(400).type('application/json; charset=utf-8').send({ message: GENERIC_MESSAGES.badJson });
    }
  });
}
