import { CHECKLIST_MESSAGES, SHARE_PAGE_DEFAULT, SHARE_PAGE_MAX } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
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
export function encodeShareCursor(cursor: ShareCursor): string {
  return Buffer.from(`${cursor.atUs}.${cursor.id}`, 'utf8').toString('base64url');
}

const CURSOR_TEXT = /^(-?\d{1,18})\.([0-9a-f-]{36})$/;

/** `?cursor=`: absent or empty is the first page; anything a page did not give is a 422 keyed `cursor`. */
export function parseShareCursor(value: unknown): ShareCursor | null {
  if (value === undefined || value === '') return null;
  const match = typeof value === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(value) ? CURSOR_TEXT.exec(Buffer.from(value, 'base64url').toString('utf8')) : null;
  if (!match || !isUuid(match[2])) throw fieldErrors({ cursor: CHECKLIST_MESSAGES.cursorInvalid });
  return { atUs: match[1]!, id: match[2]! };
}
