import { CHECKLIST_MESSAGES, SHARE_PAGE_DEFAULT, SHARE_PAGE_MAX } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { encodeKeysetCursor, keysetCursorReader } from '../../common/keyset-cursor';
import { isUuid } from '../../common/uuid';
import type { ShareCursor } from './checklists.repository';

/** `?limit=`: absent or empty is the default; anything but a whole number from 1 to the maximum is a 422 keyed `limit`. */
export function parseShareLimit(value: unknown): number {
  if (value === undefined || value === '') return SHARE_PAGE_DEFAULT;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= SHARE_PAGE_MAX) return Number(value);
  throw fieldErrors({ limit: CHECKLIST_MESSAGES.limitInvalid(SHARE_PAGE_MAX) });
}

/**
 * The recipients list's keyset cursor, opaque to clients: base64url of "<microseconds since the
 * epoch>.<share id>" of the last share of a page.
 */
export const encodeShareCursor: (cursor: ShareCursor) => string = encodeKeysetCursor;

const readShareCursor = keysetCursorReader(/[0-9a-f-]{36}/);

/** `?cursor=`: absent or empty is the first page; anything a page did not give is a 422 keyed `cursor`. */
export function parseShareCursor(value: unknown): ShareCursor | null {
  if (value === undefined || value === '') return null;
  const cursor = typeof value === 'string' ? readShareCursor(value) : null;
  if (!cursor || !isUuid(cursor.id)) throw fieldErrors({ cursor: CHECKLIST_MESSAGES.cursorInvalid });
  return cursor;
}
