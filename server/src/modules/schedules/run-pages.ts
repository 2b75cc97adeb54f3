import { encodeKeysetCursor } from '../../common/keyset-cursor';

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
