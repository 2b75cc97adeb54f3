import { epochMicros, fromEpochMicros } from '../../database/sql-fragments';

/**
 * The last change to checklist `alias` (a summary's `updatedAt`, issue 42): to the checklist or its
 * items (checklists.updated_at), to a share as its owner sees it (shares.changed_at; a share older
 * than that column stands at its sharedAt), to a recipient's progress (share_progress), or a
 * recipient removed. Each stamp is the database clock inside its writing transaction (migration
 * ChecklistChangeStamps): never earlier than that transaction's start.
 */
export const lastChangeAt = (alias: string) => `GREATEST(${alias}.updated_at,
    (SELECT max(GREATEST(COALESCE(lcs.changed_at, lcs.shared_at), lcp.updated_at))
       FROM shares lcs LEFT JOIN share_progress lcp ON lcp.share_id = lcs.id WHERE lcs.checklist_id = ${alias}.id),
    (SELECT max(lcr.removed_at) FROM removed_shares lcr WHERE lcr.checklist_id = ${alias}.id))`;

/**
 * The moment before which every change is committed: the start of the oldest transaction still
 * running on this database (any change it makes is stamped after its start), else now. A walk
 * hands out only checklists whose last change is before it, so none can later commit a change
 * stamped before a cursor already given (it would be skipped). Read in a statement of its own,
 * before the page's: a transaction that commits between the two was running when this was read.
 * Another role's sessions are hidden here; only the app's role writes the app's tables.
 */
export const COMMITTED_HORIZON_SQL = `
  SELECT LEAST(clock_timestamp(), (SELECT min(a.xact_start) FROM pg_stat_activity a
                                    WHERE a.pid <> pg_backend_pid() AND a.datname = current_database()
                                      AND a.backend_type = 'client backend')) AS horizon`;

/**
 * The checklists of workspace $1 with a stamp at or after `since` (an SQL moment): each stamp a
 * last change is made of read by its own index (migration ChecklistChangeIndexes), so what this
 * reads grows with what changed since then, not with the workspace. Every checklist whose last
 * change is at or after `since` is among them (its last change is one of its stamps); some whose
 * last change is later are too, and each candidate's last change is worked out after.
 */
const changedSince = (since: string) => `
    SELECT p.id FROM checklists p WHERE p.workspace_id = $1 AND p.updated_at >= ${since}
    UNION SELECT s.checklist_id FROM shares s WHERE COALESCE(s.changed_at, s.shared_at) >= ${since}
    UNION SELECT s.checklist_id FROM share_progress sp JOIN shares s ON s.id = sp.share_id WHERE sp.updated_at >= ${since}
    UNION SELECT r.checklist_id FROM removed_shares r WHERE r.removed_at >= ${since}`;

/** Where a walk's candidates come from: what changed since updatedSince, else since the cursor's moment; or every checklist. */
export type WalkFrom = 'everything' | 'changes';

/**
 * A walk's page ($1 workspace id, $2 page size, $3 horizon, $4 now, $5 updatedSince or null, $6 and
 * $7 the cursor's microseconds and id or nulls, $8 offset, the title pattern after them) of the
 * checklists meeting `condition` (on `p`), in (last change, id) order, only those changed before the
 * horizon → one row: `total` (those meeting `condition` and updatedSince), `items` (the summaries as
 * `summary` builds them, JSON text), the page's last position (`last_at_us`, `last_id`; null when
 * empty) and `more`: whether any checklist comes after the page, whatever its time (one changed
 * at or after the horizon is handed out by a later page; after an empty page, only those).
 * `from: 'changes'` (updatedSince or a cursor given) reads as candidates only the checklists
 * changed since updatedSince, else since the cursor's moment (changedSince), and without
 * updatedSince the total is `workspaceTotal` (by default a count of the workspace's checklists
 * meeting `condition`); `from: 'everything'` works out every checklist's last change (the walk
 * before migration ChecklistChangeIndexes: bench/walk.mjs compares the two on the same data).
 */
export const changesPageSql = (condition: string, summary: string, from: WalkFrom = 'everything', workspaceTotal = `(SELECT count(*) FROM checklists p WHERE p.workspace_id = $1 AND ${condition})`) => `
  WITH kept AS MATERIALIZED (
    SELECT k.id, k.changed_at FROM (SELECT p.id, ${lastChangeAt('p')} AS changed_at FROM checklists p
      ${from === 'changes' ? `WHERE p.id IN (${changedSince(`COALESCE($5::timestamptz, ${fromEpochMicros('$6')})`)})
        AND p.workspace_id = $1 AND ${condition}) k
     WHERE k.changed_at >= COALESCE($5::timestamptz, ${fromEpochMicros('$6')})` : `WHERE p.workspace_id = $1 AND ${condition}) k
     WHERE $5::timestamptz IS NULL OR k.changed_at >= $5::timestamptz`}
  ),
  after AS MATERIALIZED (
    SELECT k.id, k.changed_at FROM kept k WHERE $6::bigint IS NULL OR (k.changed_at, k.id) > (${fromEpochMicros('$6')}, $7::uuid)
  ),
  page AS MATERIALIZED (
    SELECT a.id, a.changed_at FROM after a WHERE a.changed_at < $3::timestamptz ORDER BY a.changed_at, a.id LIMIT $2 OFFSET $8
  ),
  last AS (SELECT pg.id, pg.changed_at FROM page pg ORDER BY pg.changed_at DESC, pg.id DESC LIMIT 1)
  SELECT ${from === 'changes' ? `CASE WHEN $5::timestamptz IS NULL THEN ${workspaceTotal}
              ELSE (SELECT count(*) FROM kept) END` : '(SELECT count(*) FROM kept)'}::int AS total,
         COALESCE((SELECT json_agg(${summary} ORDER BY pg.changed_at, pg.id) FROM page pg JOIN checklists c ON c.id = pg.id), '[]'::json)::text AS items,
         (SELECT ${epochMicros('l.changed_at')}::text FROM last l) AS last_at_us,
         (SELECT l.id FROM last l) AS last_id,
         CASE WHEN EXISTS (SELECT 1 FROM last)
              THEN EXISTS (SELECT 1 FROM after a WHERE (a.changed_at, a.id) > (SELECT l.changed_at, l.id FROM last l))
              ELSE EXISTS (SELECT 1 FROM after a WHERE a.changed_at >= $3::timestamptz) END AS more`;
