import { CHECKLIST_MESSAGES, SHARE_PAGE_DEFAULT, SHARE_PAGE_MAX, SHARE_SORTS, SHARE_STATES, type ShareSort, type ShareState } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { parseIdCursor } from '../../common/cursor-query';
import { encodeKeysetCursor } from '../../common/keyset-cursor';
import type { ShareCursor } from './checklists.repository';
import { containsPattern, parseSearchQuery } from './search-query';

/** `?limit=`: absent or empty is the default; anything but a whole number from 1 to the maximum is a 422 keyed `limit`. */
export function parseShareLimit(value: unknown): number {
  if (value === undefined || value === '') return SHARE_PAGE_DEFAULT;
  if (typeof value === 'string' && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= SHARE_PAGE_MAX) return Number(value);
  throw fieldErrors({ limit: CHECKLIST_MESSAGES.limitInvalid(SHARE_PAGE_MAX) });
}

/**
 * The recipients list's keyset cursor, opaque to clients: base64url of "<number>.<share id>" of the
 * last share of a page, the number being what the sort keeps of its key (share-list.sql.ts):
 * microseconds since the epoch for times, the done count, the state's position.
 */
export const encodeShareCursor: (cursor: ShareCursor) => string = encodeKeysetCursor;

/** `?cursor=`: absent or empty is the first page; anything a page did not give is the one cursor error. */
export const parseShareCursor: (value: unknown) => ShareCursor | null = parseIdCursor;

/** `?sort=`: absent or empty is the order they were shared with; anything not listed is a 422 keyed `sort`. */
export function parseShareSort(value: unknown): ShareSort | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (SHARE_SORTS as readonly string[]).includes(value)) return value as ShareSort;
  throw fieldErrors({ sort: CHECKLIST_MESSAGES.sortInvalid(SHARE_SORTS) });
}

/** `?order=`: absent or empty is `asc`; anything but `asc` or `desc` is a 422 keyed `order`. */
export function parseShareOrder(value: unknown): 'asc' | 'desc' {
  if (value === undefined || value === '') return 'asc';
  if (value === 'asc' || value === 'desc') return value;
  throw fieldErrors({ order: CHECKLIST_MESSAGES.orderInvalid });
}

/** `?state=`: absent or empty is every recipient; anything not listed is a 422 keyed `state`. */
export function parseShareState(value: unknown): ShareState | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (SHARE_STATES as readonly string[]).includes(value)) return value as ShareState;
  throw fieldErrors({ state: CHECKLIST_MESSAGES.stateInvalid(SHARE_STATES) });
}

/** `?q=`: text to find in the recipient's address (as the list's `q`: trimmed, wildcards literal; too long or repeated is refused). */
export function parseShareSearch(value: unknown): string | null {
  const text = parseSearchQuery(value);
  return text === null ? null : containsPattern(text);
}
