import { CURSOR_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from './domain-error';

/**
 * `?cursor=` of any list that pages by cursor: absent or empty is the first page; anything `read`
 * does not take back (null) is the one cursor error, 422 keyed `cursor`.
 */
export function parseCursorQuery<Cursor>(value: unknown, read: (text: string) => Cursor | null): Cursor | null {
  if (value === undefined || value === '') return null;
  const cursor = typeof value === 'string' ? read(value) : null;
  if (cursor === null) throw invalidCursor();
  return cursor;
}

/** The one cursor error (422 keyed `cursor`), for a cursor found wrong only once it is used. */
export const invalidCursor = () => fieldErrors({ cursor: CURSOR_MESSAGES.invalid });
