import { registerDecorator, type ValidationOptions } from 'class-validator';

export type JsonKind = 'string' | 'boolean' | 'integer' | 'array' | 'string[]';

const MATCHES: Record<JsonKind, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  integer: (v) => Number.isSafeInteger(v),
  array: (v) => Array.isArray(v),
  'string[]': (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
};

const DEFAULT_MESSAGES: Record<JsonKind, string> = {
  string: 'Must be text',
  boolean: 'Must be true or false',
  integer: 'Must be a whole number',
  array: 'Must be a list',
  'string[]': 'Must be a list of text',
};

/** True when a value present in a body has the JSON type a field expects (null and absent pass). */
export function hasJsonType(value: unknown, kind: JsonKind): boolean {
  return value === undefined || value === null || MATCHES[kind](value);
}

export function jsonTypeMessage(kind: JsonKind): string {
  return DEFAULT_MESSAGES[kind];
}

/**
 * A field that, when present and not null, must have this JSON type. Whether it is required and
 * what it may hold are rules (422) checked after; a wrong type is a 400 (see validation.pipe.ts).
 */
export function IsJsonType(kind: JsonKind, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: JSON_TYPE,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: DEFAULT_MESSAGES[kind], ...options },
      validator: { validate: (value: unknown) => hasJsonType(value, kind) },
    });
}

export const JSON_TYPE = 'jsonType';

/** class-validator constraints that are about a field's JSON type rather than its value. */
export const TYPE_CONSTRAINTS: ReadonlySet<string> = new Set([JSON_TYPE, 'isString', 'isBoolean', 'isInt', 'isArray', 'nestedValidation']);
