import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from './idempotency.service';

/** What an idempotent route takes from its request: the key sent (if any), its success status, and the reply to mark a replayed answer on. */
export interface IdempotentCall {
  key: string | string[] | undefined;
  /** The route's own `@HttpCode` (Endpoint sets it), kept with the answer; Nest's POST default otherwise. */
  status: number;
  reply: FastifyReply;
}

/** The handler parameter of an idempotent route; pass it to IdempotencyService.answer. */
export const Idempotency = createParamDecorator((_data: unknown, context: ExecutionContext): IdempotentCall => {
  const http = context.switchToHttp();
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? HttpStatus.CREATED;
  return { key: http.getRequest<FastifyRequest>().headers[IDEMPOTENCY_HEADER], status, reply: http.getResponse<FastifyReply>() };
});
