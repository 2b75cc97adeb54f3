import { FIELD_TYPE_MESSAGES, GENERIC_MESSAGES, LIMITS, SHARING_MESSAGES, textLength, type RespondKey } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { hasJsonType } from '../../common/json-type';
import { isUuid } from '../../common/uuid';

export type RespondInput = { itemId: string; key: 'complete'; value: boolean } | { itemId: string; key: 'notes'; value: string };

/** The body respond takes (a JSON object: the json-object-body hook refuses anything else). */
export type RespondBody = { item?: unknown; key?: unknown; value?: unknown } & Record<string, unknown>;

const KEYS: readonly RespondKey[] = ['complete', 'notes'];
const FIELDS: ReadonlySet<string> = new Set(['item', 'key', 'value', 'runId']);

/**
 * What the global validation pipe checks of other bodies, and checked of this one before the route
 * was exempt from it (its class-transformer copy and class-validator pass were a tenth of what a
 * save allocated): `item` and `key`, when present, are strings (400), and no other field than
 * item, key and value is sent (422, each keyed by the field). Runs before the link is looked at;
 * parseRespondInput does the rest after.
 */
export function checkRespondBody(body: RespondBody | undefined): void {
  const types = new FieldErrors();
  if (!hasJsonType(body?.item, 'string')) types.add('item', FIELD_TYPE_MESSAGES.string);
  if (!hasJsonType(body?.key, 'string')) types.add('key', FIELD_TYPE_MESSAGES.string);
  types.throwWrongTypesIfAny();
  const unknown = new FieldErrors();
  for (const field in body) if (!FIELDS.has(field)) unknown.add(field, GENERIC_MESSAGES.unknownField);
  unknown.throwIfAny(GENERIC_MESSAGES.validationFailed);
}

/**
 * Checks a respond body `{ item, key, value }`: `item` a uuid, `key` complete | notes, `value` a
 * boolean for complete and a string of at most LIMITS.notesMax characters for notes.
 * A field of the wrong JSON type is a 400 (a value's type follows its key); a missing or
 * unacceptable one a 422, keyed by field. Whether the item belongs to the share is checked when saving.
 */
export function parseRespondInput(body: RespondBody | undefined): RespondInput {
  const { item, key, value } = body ?? {};
  const types = new FieldErrors();
  if (!hasJsonType(item, 'string')) types.add('item', FIELD_TYPE_MESSAGES.string);
  if (!hasJsonType(key, 'string')) types.add('key', FIELD_TYPE_MESSAGES.string);
  else if (key === 'complete' && value !== undefined && typeof value !== 'boolean') types.add('value', SHARING_MESSAGES.valueMustBeBoolean);
  else if (key === 'notes' && value !== undefined && typeof value !== 'string') types.add('value', SHARING_MESSAGES.valueMustBeString);
  types.throwWrongTypesIfAny();

  const errors = new FieldErrors();
  if (item === undefined || item === null || item === '') errors.add('item', SHARING_MESSAGES.itemRequired);
  else if (!isUuid(item)) errors.add('item', SHARING_MESSAGES.itemNotInChecklist);
  if (!KEYS.includes(key as RespondKey)) errors.add('key', SHARING_MESSAGES.keyInvalid);
  else if (value === undefined) errors.add('value', key === 'complete' ? SHARING_MESSAGES.valueMustBeBoolean : SHARING_MESSAGES.valueMustBeString);
  else if (key === 'notes' && textLength(value as string) > LIMITS.notesMax) errors.add('value', SHARING_MESSAGES.notesTooLong);
  errors.throwIfAny();
  return { itemId: (item as string).toLowerCase(), key, value } as RespondInput;
}
