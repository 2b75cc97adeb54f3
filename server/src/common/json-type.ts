import { registerDecorator, type ValidationOptions } from 'class-validator';
import { FIELD_TYPE_MESSAGES } from '@ticklist/contracts';

export type JsonKind = keyof typeof FIELD_TYPE_MESSAGES;

const MATCHES: Record<JsonKind, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  'string[]': (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
};

/** True when a value present in a body has the JSON type a field expects (null and absent pass). */
export function hasJsonType(value: unknown, kind: JsonKind): boolean {
  return value === undefined || value === null || MATCHES[kind](value);
}

export const JSON_TYPE = 'jsonType';

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
      options: { message: FIELD_TYPE_MESSAGES[kind], ...options },
      validator: { validate: (value: unknown) => hasJsonType(value, kind) },
    });
}

/** class-validator constraints that are about a field's JSON type rather than its value. */
export const TYPE_CONSTRAINTS: ReadonlySet<string> = new Set([JSON_TYPE, 'isString', 'isBoolean', 'isInt', 'isArray', 'nestedValidation']);
