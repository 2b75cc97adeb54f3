import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from './idempotency.service';

/** What an idempotent route takes from its request: the key sent (if any), and the reply to mark a replayed answer on. */
export interface IdempotentCall {
  key: string | string[] | undefined;
  reply: FastifyReply;
}

/** The handler parameter of an idempotent route; pass it to IdempotencyService.answer. */
export const Idempotency = createParamDecorator((_data: unknown, context: ExecutionContext): IdempotentCall => {
  const http = context.switchToHttp();
  return { key: http.getRequest<FastifyRequest>().headers[IDEMPOTENCY_HEADER], reply: http.getResponse<FastifyReply>() };
});
