import { checklistRefJson, shareRefJson, webhookOutboxStatement } from '../webhooks/webhook-outbox.sql';
import { ofRun } from '../responses/response-run.sql';

/** The files an answer aliased `r` holds (a photo/file item's ids, a signature's fileId), as `[{ id, name, type, size, sha256 }]`. */
const answerFilesJson = (r: string) => `COALESCE((
  SELECT jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) ORDER BY f.created_at, f.id)
    FROM item_files f
   WHERE f.share_id = ${r}.share_id AND f.item_id = ${r}.item_id
     AND (${r}.answer @> jsonb_build_array(f.id::text) OR ${r}.answer ->> 'fileId' = f.id::text)), '[]'::jsonb)`;

/**
 * `item.answered`, then `item.flagged` when the answer is flagged (issue 46), for the answer of share
 * $1 to item $2 in the share's current run, as just saved: written into the outbox in the save's
 * transaction, so they commit with it. Never a note, bytes or a signed URL.
 */
export const ANSWER_EVENTS = webhookOutboxStatement(`
  SELECT c.owner_id, ev.type, s.id AS share_id,
         jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')},
                            'item', jsonb_build_object('id', i.id, 'text', i.text, 'kind', i.kind),
                            'answer', r.answer, 'flagged', r.flagged, 'files', ${answerFilesJson('r')}) AS data
    FROM shares s
    JOIN checklists c ON c.id = s.checklist_id
    JOIN users u ON u.id = s.recipient_id
    JOIN item_responses r ON r.share_id = s.id AND r.item_id = $2 AND ${ofRun('r', 's.current_run_id')}
    JOIN checklist_items i ON i.id = r.item_id
   CROSS JOIN LATERAL (VALUES ('item.answered'::text, 1), ('item.flagged'::text, 2)) ev(type, ord)
   WHERE s.id = $1 AND (ev.ord = 1 OR r.flagged)
     -- A workspace without an endpoint (most of them) is passed over before the event's data is built
     -- (endpoints belong to the checklist's workspace, issue 47, whoever of its admins made them).
     AND EXISTS (SELECT 1 FROM webhook_endpoints oe WHERE oe.workspace_id = c.workspace_id AND oe.disabled_at IS NULL)
   ORDER BY ev.ord`);
