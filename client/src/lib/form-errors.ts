import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** An error answer's messages sorted onto a form: per form field, and those no field takes. */
export interface SortedFieldErrors<K extends string> {
  fields: Partial<Record<K, string[]>>;
  other: string[];
}

/**
 * Sorts the `errors` of an error answer (`{ message, errors: { [key]: string[] } }`: a 422, or
 * a 400 for wrong types) onto a form. `toField` names the form field a server key belongs to,
 * or null; the messages of keys no field takes come back in `other`, in order. Null when the
 * answer names no field (the caller shows its usual failure text).
 */
export function sortFieldErrors<K extends string>(error: unknown, toField: (key: string) => K | null): SortedFieldErrors<K> | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  const entries = Object.entries(error.errors).filter(([, messages]) => Array.isArray(messages) && messages.length > 0);
  if (entries.length === 0) return null;
  const fields: Partial<Record<K, string[]>> = {};
  const other: string[] = [];
  for (const [key, messages] of entries) {
    const field = toField(key);
    if (field === null) other.push(...messages);
    else fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return { fields, other };
}

/**
 * The one way a react-hook-form form shows a validation answer: each named field's messages go
 * under its input (one per line, focus on the first such field) and the messages that belong to
 * no field are returned for the form's banner. Null when the answer names no field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] | null {
  const sorted = sortFieldErrors<Path<T>>(error, (key) => (fields as readonly string[]).includes(key) ? (key as Path<T>) : null);
  if (!sorted) return null;
  let focus = true;
  for (const field of fields) {
    const messages = sorted.fields[field];
    if (!messages) continue;
    setError(field, { type: 'server', message: messages.join('\n') }, { shouldFocus: focus });
    focus = false;
  }
  return sorted.other;
}
