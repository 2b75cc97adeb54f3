import { GENERIC_MESSAGES } from '@ticklist/contracts';

/**
 * Errors services throw. They name what went wrong in domain terms; the exception filter maps
 * each code to an HTTP status and the contract body, so services never import HTTP classes.
 */
export type DomainErrorCode =
  | 'validation' // 422, with field errors
  | 'bad_request' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'gone' // 410
  | 'too_large' // 413
  | 'rate_limited' // 429, with retryAfterSeconds
  | 'unavailable'; // 503

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
    /** Fields the contract lets this answer carry beside `message` (a nudge's `retryAt`, a stale update's `checklist`). */
    readonly fields?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new DomainError('not_found', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const gone = (message: string) => new DomainError('gone', message);
export const badRequest = (message: string) => new DomainError('bad_request', message);

/** A 422 with one or more fields: fieldErrors({ email: 'Email is required' }). */
export function fieldErrors(fields: Record<string, string | string[]>, message = 'Validation failed'): DomainError {
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(fields)) errors[k] = Array.isArray(v) ? v : [v];
  return new DomainError('validation', message, errors);
}

/**
 * A 400 for fields whose JSON type is wrong (a number where text belongs), keyed by field: the
 * contract answers "body has the wrong types" 400 and keeps 422 for values that break a rule.
 */
export function wrongTypes(errors: Record<string, string[]>): DomainError {
  return new DomainError('bad_request', GENERIC_MESSAGES.wrongTypes, errors);
}

/** Collects field errors, then throws them all at once. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }
  has(field?: string): boolean {
    return field ? field in this.errors : Object.keys(this.errors).length > 0;
  }
  throwIfAny(message = 'Validation failed'): void {
    if (this.has()) throw new DomainError('validation', message, this.errors);
  }
  /** The collected fields as wrong JSON types: a 400. */
  throwWrongTypesIfAny(): void {
    if (this.has()) throw wrongTypes(this.errors);
  }
}
