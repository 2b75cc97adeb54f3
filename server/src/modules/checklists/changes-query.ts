import { CHECKLIST_MESSAGES } from '@ticklist/contracts';
import { parseIdCursor } from '../../common/cursor-query';
import { fieldErrors } from '../../common/domain-error';
import { encodeKeysetCursor, type KeysetCursor } from '../../common/keyset-cursor';

/**
 * `GET /api/checklist`'s walk in (updatedAt, id) order (issue 42): its cursor is base64url of
 * "<updatedAt in microseconds since the epoch>.<checklist id>" of a page's last checklist.
 */
export const encodeChecklistCursor: (cursor: KeysetCursor) => string = encodeKeysetCursor;

/** Before every checklist: where a walk that has handed out nothing yet goes on from. */
export const WALK_START: KeysetCursor = { atUs: '-1', id: '00000000-0000-0000-0000-000000000000' };

/** `?cursor=`: absent or empty is the start; anything a page did not give is the one cursor error. */
export const parseChecklistCursor: (value: unknown) => KeysetCursor | null = parseIdCursor;

const ISO_MOMENT = /^([1-9]\d{3})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;

/**
 * `?updatedSince=`: an ISO 8601 date and time with its offset (`Z` or `±hh:mm`), to the microsecond;
 * absent or empty is none. Kept as text: the database reads its microseconds (a JS Date would drop them).
 */
export function parseUpdatedSince(value: unknown): string | null {
  if (value === undefined || value === '') return null;
  const match = typeof value === 'string' ? ISO_MOMENT.exec(value) : null;
  if (!match || !isDayOfMonth(Number(match[1]), Number(match[2]), Number(match[3]))) throw fieldErrors({ updatedSince: CHECKLIST_MESSAGES.updatedSinceInvalid });
  return value as string;
}

function isDayOfMonth(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `page` goes on from a position in the list, `cursor` from a checklist: naming both is a 422 keyed `cursor`. */
export function refusePageWithCursor(page: unknown, cursor: unknown): void {
  if (page !== undefined && page !== '' && cursor !== undefined && cursor !== '') throw fieldErrors({ cursor: CHECKLIST_MESSAGES.cursorWithPage });
}
