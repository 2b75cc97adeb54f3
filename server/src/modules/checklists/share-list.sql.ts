import type { ShareSort, ShareState } from '@ticklist/contracts';
import type { ShareCursor } from './checklists.repository';
import { epochMicros, fromEpochMicros } from '../../database/sql-fragments';

/** How the recipients list is read: sorted (null: the order they were shared with), which way, and filtered. */
export interface ShareListView {
  sort: ShareSort | null;
  order: 'asc' | 'desc';
  state: ShareState | null;
  /** An ILIKE pattern of the address (search-query.ts); null: no search. */
  emailPattern: string | null;
}

export const DEFAULT_SHARE_LIST: ShareListView = { sort: null, order: 'asc', state: null, emailPattern: null };

/** The pieces of the page statement a view makes, on shares aliased `k` (users `u` when joined), checklist `c`. */
export interface ShareListSql {
  /** The statement's cache key: views that differ only in their parameters share one. */
  id: string;
  join: string;
  filter: string;
  after: string;
  /** The sort key, and the number the cursor keeps of it. */
  key: string;
  cursorValue: string;
  direction: 'ASC' | 'DESC';
  params: unknown[];
}

/** The stored states in their sort order (alphabetical, as the index keeps them); the cursor keeps the position. */
const STATE_ORDER = `ARRAY['done', 'in_progress', 'not_opened']::varchar[]`;
const WITH_USERS = ' JOIN users u ON u.id = k.recipient_id';

/**
 * Each sort: its key (each served by an index on (checklist_id, key, id): shares_checklist_order_idx,
 * shares_checklist_progress_idx, shares_checklist_activity_idx, shares_checklist_state_order_idx),
 * the number a cursor keeps of it, and the position after a cursor (`v` its number, `id` its share).
 * By address the cursor keeps only the share: the position is that share's recipient's address.
 */
const SORTS: Record<ShareSort | 'sharedAt', { key: string; cursorValue: string; position: (v: string, id: string) => string; users?: true }> = {
  sharedAt: { key: 'k.shared_at', cursorValue: epochMicros('k.shared_at'), position: (v, id) => `(${fromEpochMicros(v)}, ${id}::uuid)` },
  progress: { key: 'k.done_count', cursorValue: 'k.done_count', position: (v, id) => `(${v}::int, ${id}::uuid)` },
  lastActivity: {
    key: `COALESCE(k.last_activity_at, 'epoch'::timestamptz)`,
    cursorValue: epochMicros(`COALESCE(k.last_activity_at, 'epoch'::timestamptz)`),
    position: (v, id) => `(${fromEpochMicros(v)}, ${id}::uuid)`,
  },
  state: { key: 'k.progress_state', cursorValue: `array_position(${STATE_ORDER}, k.progress_state)`, position: (v, id) => `((${STATE_ORDER})[${v}::int], ${id}::uuid)` },
  email: {
    key: 'u.email',
    cursorValue: '0',
    position: (_v, id) => `((SELECT cu.email FROM shares cs JOIN users cu ON cu.id = cs.recipient_id WHERE cs.id = ${id}::uuid), ${id}::uuid)`,
    users: true,
  },
};

const STATE_FILTERS: Record<ShareState, string> = {
  done: `k.progress_state = 'done'`,
  in_progress: `k.progress_state = 'in_progress'`,
  not_opened: `k.progress_state = 'not_opened'`,
  // Not done, past the due moment (its own, else the checklist's); $3 is the app's clock.
  overdue: `k.progress_state IN ('in_progress', 'not_opened') AND COALESCE(k.due_at, c.due_at) <= $3`,
};

/** The pieces for `view` after `cursor`, its parameters numbered from `first`. */
export function shareListSql(view: ShareListView, cursor: ShareCursor | null, first: number): ShareListSql {
  const sort = SORTS[view.sort ?? 'sharedAt'];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${first + params.push(value) - 1}`;
  const users = sort.users || view.emailPattern !== null;
  let filter = view.state ? ` AND ${STATE_FILTERS[view.state]}` : '';
  if (view.emailPattern !== null) filter += ` AND u.email ILIKE ${param(view.emailPattern)} ESCAPE '\\'`;
  const direction = view.order === 'desc' ? 'DESC' : 'ASC';
  let after = '';
  if (cursor) {
    const value = view.sort === 'email' ? '' : param(cursor.atUs);
    after = ` AND (${sort.key}, k.id) ${direction === 'ASC' ? '>' : '<'} ${sort.position(value, param(cursor.id))}`;
  }
  const id = [view.sort ?? 'sharedAt', direction, view.state ?? '', view.emailPattern === null ? '' : 'q', cursor ? 'after' : ''].join(':');
  return { id, join: users ? WITH_USERS : '', filter, after, key: sort.key, cursorValue: sort.cursorValue, direction, params };
}
