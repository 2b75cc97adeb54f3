import { RUN_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { encodeKeysetCursor, keysetCursorReader, type KeysetCursor } from '../../common/keyset-cursor';
import { isUuid } from '../../common/uuid';

const readCursor = keysetCursorReader(/[0-9a-f-]{36}/);

/** `?cursor=` of a run history page: absent or empty is the first page; anything a page did not give is a 422 keyed `cursor`. */
export function parseRunCursor(value: unknown): KeysetCursor | null {
  if (value === undefined || value === '') return null;
  const cursor = typeof value === 'string' ? readCursor(value) : null;
  if (!cursor || !isUuid(cursor.id)) throw fieldErrors({ cursor: RUN_MESSAGES.cursorInvalid });
  return cursor;
}

/** A page row: the JSON and where the page's keyset stands after it. */
export interface RunPageRow<T> {
  item: T;
  at_us: string;
  id: string;
}

/** One more row than a page is read: the next page exists when it came. */
export function paged<T>(rows: Array<RunPageRow<T>>, limit: number): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : undefined;
  return { items: page.map((r) => r.item), nextCursor: last ? encodeKeysetCursor({ atUs: last.at_us, id: last.id }) : null };
}
