import { Injectable } from '@nestjs/common';
import type { ChecklistInsight } from '@ticklist/contracts';
import { itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { inCurrentRun } from '../responses/response-run.sql';

/** Flagged answers of the item aliased `i`. */
const FLAGGED = `(SELECT count(*) FROM answered a WHERE a.item_id = i.id AND a.flagged)::int`;

/**
 * Issue 46: an item's answers in figures, per kind (absent for the other kinds): yes/no/n.a. counts,
 * a number's min, median, max and how many fell outside its range, each option's count (in the
 * options' order), the photos uploaded; with the flagged answers where the kind flags.
 */
const ANSWER_FIGURES = `CASE i.kind
    WHEN 'yesno' THEN jsonb_build_object('flagged', ${FLAGGED}, 'answers', (
      SELECT jsonb_build_object('yes', count(*) FILTER (WHERE a.answer = '"yes"'), 'no', count(*) FILTER (WHERE a.answer = '"no"'), 'na', count(*) FILTER (WHERE a.answer = '"na"'))
        FROM answered a WHERE a.item_id = i.id))
    WHEN 'number' THEN jsonb_build_object('flagged', ${FLAGGED}, 'answers', (
      SELECT jsonb_build_object('min', min(n.v), 'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY n.v), 'max', max(n.v), 'outOfRange', count(*) FILTER (WHERE n.flagged))
        FROM (SELECT (a.answer #>> '{}')::float8 AS v, a.flagged FROM answered a WHERE a.item_id = i.id) n))
    WHEN 'choice' THEN jsonb_build_object('flagged', ${FLAGGED}, 'answers', jsonb_build_object('options', COALESCE((
      SELECT jsonb_object_agg(o.opt, (SELECT count(*) FROM answered a WHERE a.item_id = i.id AND a.answer @> to_jsonb(o.opt)))
        FROM jsonb_array_elements_text(i.settings -> 'options') o(opt)), '{}'::jsonb)))
    WHEN 'photo' THEN jsonb_build_object('answers', jsonb_build_object('photos', (
      SELECT count(*) FROM item_files f JOIN live l ON l.id = f.share_id WHERE f.item_id = i.id)::int))
  END`;

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
    SELECT i.id, i.display_order, i.created_at, i.kind, i.settings FROM checklist_items i JOIN owned ON i.checklist_id = owned.id WHERE i.kind <> 'heading'
  ), answered AS (
    -- Issue 46: the answers of the kinds whose figures are counted from them.
    SELECT r.item_id, r.answer, r.flagged
      FROM item_responses r JOIN live l ON l.id = r.share_id JOIN items i ON i.id = r.item_id
     WHERE r.answer IS NOT NULL AND i.kind IN ('yesno', 'number', 'choice') AND ${inCurrentRun('r', 'l')}
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
             WHERE NOT EXISTS (SELECT 1 FROM done d WHERE d.share_id = st.share_id AND d.item_id = i.id))::int AS left_undone,
           ${ANSWER_FIGURES} AS answer_figures
      FROM items i
  ), stuck AS (
    SELECT p.id FROM per_item p WHERE p.left_undone > 0 ORDER BY p.left_undone DESC, ${itemOrder('p')} LIMIT 1
  )
  SELECT json_build_object(
           'checklistId', owned.id,
           'recipients', (SELECT count(*) FROM live)::int,
           'opened', (SELECT count(*) FROM live l WHERE l.first_opened_at IS NOT NULL OR l.last_seen_at IS NOT NULL OR l.id IN (SELECT share_id FROM started))::int,
           'started', (SELECT count(*) FROM started)::int,
           'items', COALESCE((SELECT json_agg(jsonb_build_object(
                                       'itemId', p.id,
                                       'done', p.done,
                                       'medianSecondsToDone', p.median,
                                       'stuck', p.id IN (SELECT id FROM stuck)) || COALESCE(p.answer_figures, '{}'::jsonb)
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
