import { Injectable } from '@nestjs/common';
import type { ChecklistInsight } from '@ticklist/contracts';
import { itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { inCurrentRun } from '../responses/response-run.sql';

/**
 * $1 checklist id, $2 owner id → one row { insight } when the owner has the checklist, none otherwise.
 *
 * One statement (PostgreSQL builds the JSON): only recipients whose link works count, each with the
 * answers of their current run (issue 45; a checklist without a schedule has one run). Per item: how
 * many have it done now, and the median seconds from the recipient's first opening to the tick; the
 * item most often left undone among recipients who have ticked anything is `stuck` (ties: the
 * earlier item; none when nobody started or everyone who started finished).
 *
 * The clock starts at the recipient's first opening (`first_opened_at`; a share from before that was
 * recorded counts from `shared_at`) and stops at the tick (`completed_at`, which a later note does
 * not move). "Opened": an opening recorded, seen on the guest page, or started.
 */
const INSIGHT_SQL = `
  WITH owned AS (
    SELECT c.id FROM checklists c WHERE c.id = $1 AND c.owner_id = $2
  ), live AS (
    SELECT s.id, s.current_run_id, COALESCE(s.first_opened_at, s.shared_at) AS opened_from, s.first_opened_at, s.last_seen_at
      FROM shares s JOIN owned ON s.checklist_id = owned.id
     WHERE s.revoked_at IS NULL
  ), items AS (
    SELECT i.id, i.display_order, i.created_at FROM checklist_items i JOIN owned ON i.checklist_id = owned.id WHERE i.kind <> 'heading'
  ), done AS (
    SELECT r.share_id, r.item_id, GREATEST(0, extract(epoch FROM COALESCE(r.completed_at, r.updated_at) - l.opened_from)) AS seconds
      FROM item_responses r JOIN live l ON l.id = r.share_id JOIN items i ON i.id = r.item_id
     WHERE r.complete AND ${inCurrentRun('r', 'l')}
  ), started AS (
    SELECT DISTINCT share_id FROM done
  ), per_item AS (
    SELECT i.id, i.display_order, i.created_at,
           (SELECT count(*) FROM done d WHERE d.item_id = i.id)::int AS done,
           (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY d.seconds))::int FROM done d WHERE d.item_id = i.id) AS median,
           (SELECT count(*) FROM started st
             WHERE NOT EXISTS (SELECT 1 FROM done d WHERE d.share_id = st.share_id AND d.item_id = i.id))::int AS left_undone
      FROM items i
  ), stuck AS (
    SELECT p.id FROM per_item p WHERE p.left_undone > 0 ORDER BY p.left_undone DESC, ${itemOrder('p')} LIMIT 1
  )
  SELECT json_build_object(
           'checklistId', owned.id,
           'recipients', (SELECT count(*) FROM live)::int,
           'opened', (SELECT count(*) FROM live l WHERE l.first_opened_at IS NOT NULL OR l.last_seen_at IS NOT NULL OR l.id IN (SELECT share_id FROM started))::int,
           'started', (SELECT count(*) FROM started)::int,
           'items', COALESCE((SELECT json_agg(json_build_object(
                                       'itemId', p.id,
                                       'done', p.done,
                                       'medianSecondsToDone', p.median,
                                       'stuck', p.id IN (SELECT id FROM stuck))
                                     ORDER BY ${itemOrder('p')})
                                FROM per_item p), '[]'::json)) AS insight
    FROM owned`;

/** The item insight of a checklist: one read over shares, checklist_items and item_responses. */
@Injectable()
export class ChecklistInsightRepository extends SqlRepository {
  /** Null when the checklist is unknown or another owner's. */
  async read(ownerId: string, checklistId: string): Promise<ChecklistInsight | null> {
    const rows: { insight: ChecklistInsight }[] = await this.db().query(INSIGHT_SQL, [checklistId, ownerId]);
    return rows[0]?.insight ?? null;
  }
}
