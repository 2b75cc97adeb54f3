import { CURSOR_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from './domain-error';
import { keysetCursorReader, type KeysetCursor } from './keyset-cursor';
import { isUuid } from './uuid';

/**
 * `?cursor=` of any list that pages by cursor: absent or empty is the first page; anything `read`
 * does not take back (null) is the one cursor error: 422 keyed `cursor`, CURSOR_MESSAGES.invalid.
 */
export function parseCursorQuery<Cursor>(value: unknown, read: (text: string) => Cursor | null): Cursor | null {
  if (value === undefined || value === '') return null;
  const cursor = typeof value === 'string' ? read(value) : null;
  if (cursor === null) throw fieldErrors({ cursor: CURSOR_MESSAGES.invalid });
  return cursor;
}

const readIdCursor = keysetCursorReader(/[0-9a-f-]{36}/);

/** `?cursor=` of a list whose cursor is a moment and a row's uuid (encodeKeysetCursor). */
export function parseIdCursor(value: unknown): KeysetCursor | null {
  return parseCursorQuery(value, (text) => {
    const cursor = readIdCursor(text);
    return cursor && isUuid(cursor.id) ? cursor : null;
  });
}

/** The OpenAPI meaning of the cursor error, for `errorsHere` of every list that pages by cursor. */
export const CURSOR_ERROR_DOC = { 422: 'The cursor is not one a page of this list gave (`errors.cursor`).' } as const;
