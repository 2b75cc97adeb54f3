/** The contract's error body: every non-2xx answer of /api carries it. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export const GENERIC_MESSAGES = {
  validationFailed: 'Validation failed',
  anErrorOccurred: 'An error occurred',
  authenticationRequired: 'Authentication required',
  notFound: 'Not found',
  badJson: 'Request body is not valid JSON',
  /** 415: the body's Content-Type is not application/json (or …+json). */
  notJsonMediaType: 'Request body must be JSON (Content-Type: application/json)',
  badRequest: 'Bad request',
  wrongTypes: 'Request body has fields of the wrong type',
  /** A body field the route does not take (422, keyed by the field). */
  unknownField: 'Unknown field',
  headersTooLarge: 'Request headers are too large',
  requestTimeout: 'Request timed out',
  payloadTooLarge: 'Request body is too large',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again shortly.',
  internalError: 'Internal server error',
  forbidden: 'Forbidden',
  unexpected: 'An unexpected error occurred. Please try again.',
  networkError: 'Network error occurred',
} as const;

/** Every list that pages by cursor answers a cursor it did not give with 422 and this, keyed `cursor`. */
export const CURSOR_MESSAGES = {
  invalid: 'Cursor must be the next cursor a previous page gave',
} as const;

/** A field's message when its JSON type is wrong (answered 400 with the field as key). */
export const FIELD_TYPE_MESSAGES = {
  string: 'Must be text',
  boolean: 'Must be true or false',
  'string[]': 'Must be a list of text',
} as const;

/** The Idempotency-Key header's answers. */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  keyReused: 'This Idempotency-Key was already used with a different request',
} as const;
