import { Injectable } from '@nestjs/common';
import type { WebhookEventType } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { hasWorkLeft } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { checklistRefJson, shareRefJson, webhookOutboxCtes, webhookOutboxStatement } from './webhook-outbox.sql';
import { inCurrentRun } from '../responses/response-run.sql';
import { countsTowardDone } from '../answers/counted-items.sql';

/** `{ completed, total }` of share alias `s` on checklist alias `c`, read in the statement. */
const progressJson = (s: string, c: string) => `jsonb_build_object(
  'completed', (SELECT count(*)::int FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
                 WHERE r.share_id = ${s}.id AND ${inCurrentRun('r', s)} AND r.complete AND i.checklist_id = ${c}.id AND ${countsTowardDone('i')}),
  'total', (SELECT count(*)::int FROM checklist_items i WHERE i.checklist_id = ${c}.id AND ${countsTowardDone('i')}))`;

const isoNow = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A checklist's lifecycle events, with the extra fields of each (beside `checklist: { id, title }`). */
export type ChecklistLifecycleEvent = Extract<WebhookEventType, 'checklist.created' | 'checklist.closed' | 'checklist.reopened' | 'checklist.deleted'>;
const CHECKLIST_DATA: Record<ChecklistLifecycleEvent, string> = {
  'checklist.created': `jsonb_build_object('checklist', ${checklistRefJson('c')}
                          || jsonb_build_object('itemCount', (SELECT count(*)::int FROM checklist_items WHERE checklist_id = c.id AND kind <> 'heading')))`,
  'checklist.closed': `jsonb_build_object('checklist', ${checklistRefJson('c')}, 'closedAt', ${isoOf('COALESCE(c.closed_at, now())')})`,
  'checklist.reopened': `jsonb_build_object('checklist', ${checklistRefJson('c')})`,
  'checklist.deleted': `jsonb_build_object('checklist', ${checklistRefJson('c')})`,
};

/** A recipient's lifecycle events (the owner's doing), beside `checklist` and `share`. */
export type ShareLifecycleEvent = Extract<WebhookEventType, 'share.revoked' | 'share.removed'>;
const SHARE_EXTRA: Record<ShareLifecycleEvent, string> = {
  'share.revoked': `'revokedAt', ${isoOf('COALESCE(s.revoked_at, now())')}`,
  'share.removed': '',
};

/**
 * Writes webhook events into the outbox inside the caller's transaction (pass its EntityManager),
 * so they commit with the change or not at all. The respond path carries its own fragment in its
 * save statement (item-responses.repository.ts); these are the other changes.
 */
@Injectable()
export class WebhookOutbox extends SqlRepository {
  /** `share.created` for shares just made (not for sharing again with the same address). */
  async sharesCreated(shareIds: string[], m?: EntityManager): Promise<void> {
    if (shareIds.length === 0) return;
    await this.db(m).query(
      webhookOutboxStatement(`
        SELECT c.owner_id, 'share.created'::text AS type, s.id AS share_id,
               jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')}) AS data
          FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id
         WHERE s.id = ANY($1::uuid[])
         ORDER BY s.shared_at, s.id`),
      [shareIds],
    );
  }

  /** `checklist.updated` with the checklist as it is now (call it after the update, in its transaction). */
  async checklistUpdated(checklistId: string, m?: EntityManager): Promise<void> {
    await this.db(m).query(
      webhookOutboxStatement(`
        SELECT c.owner_id, 'checklist.updated'::text AS type, NULL::uuid AS share_id,
               jsonb_build_object('checklist', jsonb_build_object('id', c.id, 'title', c.title,
                 'itemCount', (SELECT count(*)::int FROM checklist_items WHERE checklist_id = c.id AND kind <> 'heading'))) AS data
          FROM checklists c WHERE c.id = $1`),
      [checklistId],
    );
  }

  /**
   * A checklist's lifecycle event with the checklist as it is now: call it in the change's
   * transaction, after the change (`checklist.deleted`: before the delete, which takes the row).
   */
  async checklistLifecycle(type: ChecklistLifecycleEvent, checklistId: string, m: EntityManager): Promise<void> {
    await m.query(
      webhookOutboxStatement(`
        SELECT c.owner_id, '${type}'::text AS type, NULL::uuid AS share_id, ${CHECKLIST_DATA[type]} AS data
          FROM checklists c WHERE c.id = $1`),
      [checklistId],
    );
  }

  /** A recipient's lifecycle event (`share.removed`: call it before the delete, in its transaction). */
  async shareLifecycle(type: ShareLifecycleEvent, shareId: string, m: EntityManager): Promise<void> {
    const extra = SHARE_EXTRA[type];
    await m.query(
      webhookOutboxStatement(`
        SELECT c.owner_id, '${type}'::text AS type, s.id AS share_id,
               jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')}${extra ? `, ${extra}` : ''}) AS data
          FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id
         WHERE s.id = $1`),
      [shareId],
    );
  }

  /**
   * `share.opened` on a share's first open (a guest's GET): the first one while its workspace has an
   * endpoint subscribed to it, once (webhook_share_marks). Costs one indexed read otherwise.
   */
  async shareOpened(shareId: string, m?: EntityManager): Promise<void> {
    await this.db(m).query(
      `WITH marked AS (
         INSERT INTO webhook_share_marks (share_id, mark)
         SELECT s.id, 'opened' FROM shares s JOIN checklists c ON c.id = s.checklist_id
          WHERE s.id = $1 AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.workspace_id = c.workspace_id
                                       AND 'share.opened' = ANY(e.events) AND e.disabled_at IS NULL)
         ON CONFLICT DO NOTHING RETURNING share_id
       ),
       ${webhookOutboxCtes(`
         SELECT c.owner_id, 'share.opened'::text AS type, s.id AS share_id,
                jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')},
                                   'openedAt', ${isoNow}) AS data
           FROM marked mk JOIN shares s ON s.id = mk.share_id JOIN checklists c ON c.id = s.checklist_id
           JOIN users u ON u.id = s.recipient_id`)}
       SELECT count(*)::int AS queued FROM webhook_outbox`,
      [shareId],
    );
  }

  /**
   * `recipient.overdue` for every share whose due moment (its own, else the checklist's) passed by
   * `now` with work left, once per share and due moment (webhook_share_marks), only for workspaces
   * with an endpoint subscribed to it. Moments older than a week are not caught up. Answers how many.
   */
  async overdueShares(now: Date): Promise<number> {
    const rows: { queued: number }[] = await this.db().query(
      `WITH passed AS (
         -- Two index ranges (issue 43): shares whose own moment passed in the week (shares_due_idx), and
         -- shares without one on checklists whose moment did (checklists_due_idx): what is due, never the table.
         SELECT s.id, s.due_at FROM shares s WHERE s.due_at <= $1 AND s.due_at > $1::timestamptz - interval '7 days'
         UNION ALL
         SELECT s.id, c.due_at FROM checklists c JOIN shares s ON s.checklist_id = c.id AND s.due_at IS NULL
          WHERE c.due_at <= $1 AND c.due_at > $1::timestamptz - interval '7 days'
       ),
       due AS (
         SELECT s.id AS share_id, p.due_at
           FROM passed p JOIN shares s ON s.id = p.id JOIN checklists c ON c.id = s.checklist_id
          WHERE s.revoked_at IS NULL AND c.closed_at IS NULL
            AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.workspace_id = c.workspace_id
                         AND 'recipient.overdue' = ANY(e.events) AND e.disabled_at IS NULL)
            AND NOT EXISTS (SELECT 1 FROM webhook_share_marks wm
                             WHERE wm.share_id = s.id AND wm.mark = 'overdue:' || to_char(p.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS'))
            AND ${hasWorkLeft('s')}
       ),
       marked AS (
         INSERT INTO webhook_share_marks (share_id, mark)
         SELECT share_id, 'overdue:' || to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') FROM due
         ON CONFLICT DO NOTHING RETURNING share_id
       ),
       ${webhookOutboxCtes(`
         SELECT c.owner_id, 'recipient.overdue'::text AS type, s.id AS share_id,
                jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')},
                  'dueAt', to_char(COALESCE(s.due_at, c.due_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'progress', ${progressJson('s', 'c')}) AS data
           FROM marked mk JOIN shares s ON s.id = mk.share_id JOIN checklists c ON c.id = s.checklist_id
           JOIN users u ON u.id = s.recipient_id`)}
       SELECT count(*)::int AS queued FROM webhook_outbox`,
      [now],
    );
    return rows[0]?.queued ?? 0;
  }
}
