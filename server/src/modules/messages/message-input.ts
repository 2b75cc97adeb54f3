import { FIELD_TYPE_MESSAGES, MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES as M, textLength } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { withoutNul } from '../../common/text';
import { isUuid } from '../../common/uuid';

export interface MessageInput {
  text: string;
  itemId: string | null;
}

/**
 * A message body, read after the DTO let its fields through as `unknown`: a wrong JSON type is a
 * 400 keyed by field, an empty or too long text or an id that is no item's a 422, before any query.
 */
export function parseMessageInput(body: { text?: unknown; itemId?: unknown } | undefined): MessageInput {
  const types = new FieldErrors();
  const rules = new FieldErrors();
  const { text, itemId } = body ?? {};
  if (text !== undefined && typeof text !== 'string') types.add('text', FIELD_TYPE_MESSAGES.string);
  if (itemId !== undefined && itemId !== null && typeof itemId !== 'string') types.add('itemId', FIELD_TYPE_MESSAGES.string);
  types.throwWrongTypesIfAny();

  const clean = typeof text === 'string' ? withoutNul(text).trim() : '';
  if (!clean) rules.add('text', M.textRequired);
  else if (textLength(clean) > MESSAGE_MAX_LENGTH) rules.add('text', M.textTooLong);
  if (typeof itemId === 'string' && !isUuid(itemId)) rules.add('itemId', M.itemNotInChecklist);
  rules.throwIfAny();
  return { text: clean, itemId: typeof itemId === 'string' ? itemId.toLowerCase() : null };
}
