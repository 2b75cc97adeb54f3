/**
 * The owner's ChecklistSummary, built as JSON by PostgreSQL in the same statement that reads it.
 *
 * Why in SQL: a dashboard page is 10 checklists with their items, shares and completed items
 * (hundreds of rows). Hydrating those as entities and mapping them field by field cost about
 * 8 ms of Node CPU per page; PostgreSQL builds the same JSON from its indexes in about a
 * millisecond, in one round trip (bench/RESULTS.md, "dashboard list"). This is the one
 * definition of the summary's wire shape: the list, create, update and edit answers all use it.
 */

/** A timestamptz as JavaScript's toISOString() writes it: UTC, milliseconds, 'Z'. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Item order everywhere an owner sees items. */
const itemOrder = (alias: string) => `${alias}.display_order, ${alias}.created_at, ${alias}.id`;

/** Checklists newest first; the id breaks ties between ones made in the same microsecond. */
const newestFirst = (alias: string) => `${alias}.created_at DESC, ${alias}.id DESC`;

const ITEMS_JSON = `COALESCE((
    SELECT json_agg(json_build_object('id', i.id, 'text', i.text, 'description', i.description, 'displayOrder', i.display_order)
                    ORDER BY ${itemOrder('i')})
      FROM checklist_items i
     WHERE i.checklist_id = c.id), '[]'::json)`;

const COMPLETED_ITEMS_JSON = `COALESCE((
    SELECT json_agg(json_build_object('itemId', r.item_id) ORDER BY ${itemOrder('ci')})
      FROM item_responses r
      JOIN checklist_items ci ON ci.id = r.item_id
     WHERE r.share_id = s.id AND r.complete), '[]'::json)`;

const SHARES_JSON = `COALESCE((
    SELECT json_agg(json_build_object(
             'id', s.id,
             -- A lookup by primary key per share: a join here made the planner hash every user.
             'recipientUser', json_build_object('email', (SELECT u.email FROM users u WHERE u.id = s.recipient_id)),
             'sharedAt', ${isoTimestamp('s.shared_at')},
             'completedItems', ${COMPLETED_ITEMS_JSON})
           ORDER BY s.shared_at, s.id)
      FROM shares s
     WHERE s.checklist_id = c.id), '[]'::json)`;

/** ChecklistSummary of the row aliased `c` (a checklists row). */
export const SUMMARY_JSON = `json_build_object(
    'id', c.id,
    'title', c.title,
    'description', c.description,
    'createdAt', ${isoTimestamp('c.created_at')},
    'items', ${ITEMS_JSON},
    'shares', ${SHARES_JSON})`;

/** $1 owner id, $2 page size, $3 offset → one row: { total, items: ChecklistSummary[] }. */
export const PAGE_SQL = `
  SELECT (SELECT count(*) FROM checklists WHERE owner_id = $1)::int AS total,
         COALESCE((SELECT json_agg(${SUMMARY_JSON} ORDER BY ${newestFirst('c')})
                     FROM (SELECT * FROM checklists p
                            WHERE p.owner_id = $1
                            ORDER BY ${newestFirst('p')}
                            LIMIT $2 OFFSET $3) c), '[]'::json) AS items`;

/** $1 checklist id, $2 owner id → one row { summary } when the owner has it, none otherwise. */
export const OWNED_SUMMARY_SQL = `
  SELECT ${SUMMARY_JSON} AS summary
    FROM checklists c
   WHERE c.id = $1 AND c.owner_id = $2`;
