import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiResponse, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
import { SecretInAnswer } from '../delivery/compression';
import { ApiIdempotent } from '../idempotency/api-idempotent.decorator';
import { ApiError, ApiErrors } from './api-errors.decorator';

/**
 * One route as the API document shows it: the operation's names, its success answer and its
 * error answers, declared together with its method and path so that no route can leave one out.
 */
interface EndpointDoc {
  /** The operation's stable name (`listChecklists`): generated clients name their methods after it. */
  operationId: string;
  summary: string;
  /**
   * What the summary leaves out: what the route does beyond its name, its rules, what each error
   * means here. Required: every operation in the document has one (the reference pages and
   * generated clients show it).
   */
  description: string;
  /** Error answers with the contract's meaning of their status (ERROR_MEANINGS). */
  errors?: number[];
  /** Error answers that mean something particular on this route. */
  errorsHere?: Partial<Record<number, string>>;
  /** The answer carries a secret (a session token, a token or signing secret shown once): never compressed (see SecretInAnswer). */
  secret?: true;
  /** The route honours Idempotency-Key (see IdempotencyService.answer); documents the header. */
  idempotent?: true;
}

/** A success answer with a body, or a 204 without one: never both. */
type SuccessAnswer =
  | {
      /**
       * The body's schema, or the full answer where it is not JSON (a CSV file, a page). Answered
       * with `status`: 200 unless said, POST included.
       */
      answer?: Type<unknown> | ApiResponseNoStatusOptions;
      status?: 200 | 201 | 202;
      noContent?: never;
    }
  | {
      /** A 204 answer with no body, and what it means ("Deleted."). */
      noContent: string;
      answer?: never;
      status?: never;
    };

export type EndpointSpec = EndpointDoc & SuccessAnswer;

function successAnswer(spec: EndpointSpec): MethodDecorator[] {
  if (spec.noContent !== undefined) return [HttpCode(204), ApiNoContentResponse({ description: spec.noContent })];
  const status = spec.status ?? 200;
  const answer = typeof spec.answer === 'function' ? { type: spec.answer } : spec.answer ?? {};
  return [HttpCode(status), ApiResponse({ ...answer, status })];
}

function documented(spec: EndpointSpec): MethodDecorator[] {
  const { operationId, summary, description } = spec;
  return [
    ApiOperation({ summary, description, operationId }),
    ...successAnswer(spec),
    ApiErrors(...(spec.errors ?? [])),
    ...Object.entries(spec.errorsHere ?? {}).map(([status, meaning]) => ApiError(Number(status), meaning ?? '')),
    ...(spec.secret ? [SecretInAnswer()] : []),
    ...(spec.idempotent ? [ApiIdempotent()] : []),
  ];
}

const on = (method: (path?: string) => MethodDecorator) => (path: string, spec: EndpointSpec): MethodDecorator =>
  applyDecorators(method(path), ...documented(spec));

/** `@Endpoint.get(':id/edit', { operationId, summary, answer, errors })`: a documented route. */
export const Endpoint = { get: on(Get), post: on(Post), put: on(Put), patch: on(Patch), delete: on(Delete) };
