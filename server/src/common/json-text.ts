import { Header } from '@nestjs/common';

/**
 * JSON already written as text (PostgreSQL's own JSON, or text built around it), answered as it is:
 * never parsed into objects only to be written back. `T` is what it parses to.
 */
export type JsonText<T> = string & { readonly parsesTo?: T };

/** The route answers a JsonText: its Content-Type says JSON, so Fastify sends the text as it is. */
export const AnswersJsonText = (): MethodDecorator => Header('Content-Type', 'application/json; charset=utf-8');
