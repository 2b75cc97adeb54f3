import { isoTimestamp } from '../../database/sql-fragments';
import { webhookOutboxCtes } from './webhook-outbox.sql';

/**
 * The run of the respond result row `x` (issue 45) as run events carry it, completed by this save:
 * the statement does not see the run's status the database sets with it (migration RunCompletion).
 */
const COMPLETED_RUN = `(SELECT jsonb_build_object('id', r.id, 'occurrenceId', r.occurrence_id, 'startsAt', ${isoTimestamp('r.starts_at')},
                                                  'dueAt', ${isoTimestamp('r.due_at')}, 'status', 'completed')
                          FROM share_runs r WHERE r.id = x.run_id)`;

/**
 * The respond statements' webhook events (item.completed, item.uncompleted, recipient.completed;
 * in a run of a recurring checklist, recipient.completed carries its run and run.completed follows it),
 * written into the outbox by the same statement as the tick, so they commit with it.
 *
 * The statement's final SELECT becomes the CTE `respond_result`, given these extra columns from
 * the joins below (`saved` is the saved row's alias, `s` the share's); the answer keeps only
 * `answerColumns`. `wasComplete` is the saved row's `complete` as the statement read it before its
 * write (null when there was no row; a statement does not see its own writes), so a tick that
 * changes nothing sends nothing.
 */
export const respondEventColumns = (wasComplete: string) =>
  `wc.owner_id AS wh_owner_id, wc.workspace_id AS wh_workspace_id, wc.title AS wh_title, wi.text AS wh_item_text, ${wasComplete} AS wh_was_complete`;
export const respondEventJoins = (saved: string, s: string) => `
    JOIN checklists wc ON wc.id = ${s}.checklist_id
    JOIN checklist_items wi ON wi.id = ${saved}.item_id`;

/**
 * `WITH <ctes>, respond_result AS (<final select>), <outbox> SELECT <answer columns> FROM respond_result`.
 * `completedCount`: how many items the row's share has completed after the save, over `x`;
 * `finishes`: whether the row's item can finish the share (issue 46: an optional item cannot), over `x`.
 */
export function withRespondEvents(ctes: string, finalSelect: string, answerColumns: string, orderBy: string, completedCount: string, finishes = 'true'): string {
  const source = `
    SELECT x.wh_owner_id AS owner_id, ev.type, x.share_id,
           jsonb_build_object(
             'checklist', jsonb_build_object('id', x.checklist_id, 'title', x.wh_title),
             'share', jsonb_build_object('id', x.share_id, 'recipientEmail', x.email))
           || CASE WHEN ev.ord < 3 THEN jsonb_build_object('progress', jsonb_build_object('completed', ${completedCount}, 'total', x.total)) ELSE '{}'::jsonb END
           || CASE WHEN ev.ord = 1 THEN jsonb_build_object('item', jsonb_build_object('id', x.item_id, 'text', x.wh_item_text)) ELSE '{}'::jsonb END
           || CASE WHEN ev.ord > 1 AND x.run_id IS NOT NULL THEN jsonb_build_object('run', ${COMPLETED_RUN}) ELSE '{}'::jsonb END AS data
      FROM respond_result x
      CROSS JOIN LATERAL (VALUES (CASE WHEN x.complete THEN 'item.completed' ELSE 'item.uncompleted' END, 1),
                                 ('recipient.completed', 2), ('run.completed', 3)) ev(type, ord)
     WHERE x.complete IS DISTINCT FROM COALESCE(x.wh_was_complete, false)
       -- A workspace without an endpoint that takes events (most of them) is passed over before the
       -- event's data is built: the outbox's own check comes after it.
       AND EXISTS (SELECT 1 FROM webhook_endpoints oe WHERE oe.workspace_id = x.wh_workspace_id AND oe.disabled_at IS NULL)
       AND (ev.ord = 1 OR (x.complete AND ${finishes} AND ${completedCount} = x.total AND (ev.ord = 2 OR x.run_id IS NOT NULL)))
     ORDER BY ${orderBy}, ev.ord`;
  return `
  WITH ${ctes},
  respond_result AS (${finalSelect}),
  ${webhookOutboxCtes(source, 'respond')}
  SELECT ${answerColumns} FROM respond_result`;
}
