import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES, type ErrorBody } from '@ticklist/contracts';
import { DomainError } from './domain-error';
import { sendError } from './error-reply';
import { FASTIFY_ERROR_STATUS, STATUS_BY_CODE, isDatabaseUnavailable } from './http-status';
import { SpaFallback } from './delivery/spa-fallback';

/**
 * The one place errors become HTTP answers. Every body is the contract's
 * `{ message, errors? }`; only a genuine fault is a 500, and it is logged with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();

    // Client-side routes: any GET outside /api that matched nothing serves the SPA.
    if (exception instanceof NotFoundException && this.spa.shouldServe(request)) {
      this.spa.send(request, reply);
      return;
    }

    const { status, body, retryAfter } = this.toResponse(exception, request);
    if (reply.sent) return;
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    sendError(reply, status, body);
  }

  private toResponse(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody; retryAfter?: number } {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { message: exception.message, ...exception.fields };
      if (exception.errors) body.errors = exception.errors;
      return { status: STATUS_BY_CODE[exception.code], body, retryAfter: exception.retryAfterSeconds };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Fastify's "no parser for this media type" (Nest wraps it as an HttpException): the contract's 415 text.
      if (status === 415) return { status, body: { message: GENERIC_MESSAGES.notJsonMediaType } };
      const res = exception.getResponse();
      return { status, body: normaliseHttpBody(status, res) };
    }
    const fastifyCode = (exception as { code?: string })?.code;
    if (fastifyCode && fastifyCode in FASTIFY_ERROR_STATUS) {
      const status = FASTIFY_ERROR_STATUS[fastifyCode]!;
      return {
        status,
        body: { message: status === 413 ? GENERIC_MESSAGES.payloadTooLarge : status === 415 ? GENERIC_MESSAGES.notJsonMediaType : GENERIC_MESSAGES.badJson },
      };
    }
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const message = statusCode === 400 ? GENERIC_MESSAGES.badJson : (exception as Error).message || GENERIC_MESSAGES.anErrorOccurred;
      return { status: statusCode, body: { message } };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable (request ${request.id}): ${(exception as Error).message}`);
      return { status: 503, body: { message: GENERIC_MESSAGES.serviceUnavailable }, retryAfter: 2 };
    }
    this.logger.error(
      `unhandled error (request ${request.id}) ${request.method} ${request.routeOptions?.url ?? ''}: ${
        (exception as Error)?.stack ?? String(exception)
      }`,
    );
    return { status: 500, body: { message: GENERIC_MESSAGES.internalError } };
  }
}

function normaliseHttpBody(status: number, res: string | object): ErrorBody {
  if (typeof res === 'string') return { message: res };
  const r = res as { message?: unknown; errors?: Record<string, string[]> };
  const message = Array.isArray(r.message) ? r.message.join('; ') : typeof r.message === 'string' ? r.message : undefined;
  const body: ErrorBody = { message: message ?? defaultMessage(status) };
  if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)/.test(body.message)) {
    body.message = GENERIC_MESSAGES.notFound;
  }
  if (r.errors) body.errors = r.errors;
  return body;
}

function defaultMessage(status: number): string {
  if (status === 401) return GENERIC_MESSAGES.authenticationRequired;
  if (status === 403) return GENERIC_MESSAGES.forbidden;
  if (status === 404) return GENERIC_MESSAGES.notFound;
  if (status === 429) return GENERIC_MESSAGES.tooManyRequests;
  return GENERIC_MESSAGES.anErrorOccurred;
}
