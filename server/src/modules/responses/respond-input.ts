import { LIMITS, SHARING_MESSAGES, type RespondKey } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { isUuid } from '../../common/uuid-param.pipe';

export type RespondInput = { itemId: string; key: 'complete'; value: boolean } | { itemId: string; key: 'notes'; value: string };

const KEYS: readonly RespondKey[] = ['complete', 'notes'];

/**
 * Checks a respond body `{ item, key, value }`: `item` a uuid, `key` complete | notes, `value` a
 * boolean for complete and a string of at most LIMITS.notesMax characters for notes.
 * Throws a 422 keyed by field. Whether the item belongs to the share is checked when saving.
 */
export function parseRespondInput(body: { item?: unknown; key?: unknown; value?: unknown }): RespondInput {
  const errors = new FieldErrors();
  const { item, key, value } = body ?? {};
  if (item === undefined || item === null || item === '') errors.add('item', SHARING_MESSAGES.itemRequired);
  else if (!isUuid(item)) errors.add('item', SHARING_MESSAGES.itemNotInChecklist);
  if (!KEYS.includes(key as RespondKey)) errors.add('key', SHARING_MESSAGES.keyInvalid);
  else if (key === 'complete' && typeof value !== 'boolean') errors.add('value', SHARING_MESSAGES.valueMustBeBoolean);
  else if (key === 'notes' && typeof value !== 'string') errors.add('value', SHARING_MESSAGES.valueMustBeString);
  else if (key === 'notes' && (value as string).length > LIMITS.notesMax) errors.add('value', SHARING_MESSAGES.notesTooLong);
  errors.throwIfAny();
  return { itemId: (item as string).toLowerCase(), key, value } as RespondInput;
}
