import { Injectable } from '@nestjs/common';
import type { ReviewItem, ReviewState } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import { checklistRefJson, shareRefJson, webhookOutboxCtes } from '../webhooks/webhook-outbox.sql';

export interface ReviewRow {
  share_id: string;
  state: ReviewState;
  rounds: number;
  items: ReviewItem[];
}

export interface ReviewTargetRow {
  checklist_id: string;
  review_enabled: boolean;
  state: ReviewState | null;
  rounds: number | null;
  items: ReviewItem[] | null;
}

/** The review of a share's checklist (run null): how the unique index names it. */
const SHARE_REVIEW_KEY = `(share_id, (COALESCE(run_id, '00000000-0000-0000-0000-000000000000'::uuid)))`;

/** A review event's outbox rows (`run.submitted` …) from a CTE `rv` of changed share_reviews rows; `run` null: no schedule. */
const reviewWebhook = (type: string) => `
  SELECT c.owner_id, '${type}'::text AS type, s.id AS share_id,
         jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')}, 'run', NULL::jsonb,
           'review', jsonb_build_object('state', rv.state, 'rounds', rv.rounds, 'items', rv.items)) AS data
    FROM rv JOIN shares s ON s.id = rv.share_id JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id`;

/**
 * Every statement on `share_reviews` (issue 48). Reviews of a checklist without a schedule have a
 * null run; each state change writes its webhook events in the same statement.
 */
@Injectable()
export class ShareReviewsRepository extends SqlRepository {
  /**
   * The share's run goes to `submitted` when its checklist is under review, open, and the share has
   * every required item done, from `in_progress` (or no review yet) or `changes_requested` (items
   * sent back lose their decision and keep their reason). Answers the review when it changed.
   */
  async submitIfDone(shareId: string): Promise<(ReviewRow & { checklist_id: string }) | null> {
    const rows: (ReviewRow & { checklist_id: string })[] = await this.db().query(
      `WITH target AS (
         SELECT s.id AS share_id FROM shares s JOIN checklists c ON c.id = s.checklist_id
          WHERE s.id = $1 AND c.review AND c.closed_at IS NULL AND s.revoked_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM checklist_items i
                             WHERE i.checklist_id = s.checklist_id AND i.kind <> 'heading' AND i.required
                               AND NOT EXISTS (SELECT 1 FROM item_responses r WHERE r.share_id = s.id AND r.item_id = i.id AND r.complete))
       ),
       rv AS (
         INSERT INTO share_reviews AS x (share_id, state, submitted_at)
         SELECT share_id, 'submitted', clock_timestamp() FROM target
         ON CONFLICT ${SHARE_REVIEW_KEY} DO UPDATE
            SET state = 'submitted', submitted_at = clock_timestamp(), updated_at = clock_timestamp(),
                items = (SELECT COALESCE(jsonb_agg(CASE WHEN e->>'decision' = 'rework' THEN jsonb_set(e, '{decision}', 'null'::jsonb) ELSE e END), '[]'::jsonb)
                           FROM jsonb_array_elements(x.items) e)
          WHERE x.state IN ('in_progress', 'changes_requested')
         RETURNING x.share_id, x.state, x.rounds, x.items
       ),
       ${webhookOutboxCtes(reviewWebhook('run.submitted'))}
       SELECT rv.share_id, rv.state, rv.rounds, rv.items, s.checklist_id FROM rv JOIN shares s ON s.id = rv.share_id`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /** The share's checklist, whether it is under review, and its review locked for the decision (null columns: none yet). */
  async lockForDecision(checklistId: string, shareId: string, m: EntityManager): Promise<ReviewTargetRow | null> {
    const rows: ReviewTargetRow[] = await m.query(
      `SELECT s.checklist_id, c.review AS review_enabled, rv.state, rv.rounds, rv.items
         FROM shares s JOIN checklists c ON c.id = s.checklist_id
         LEFT JOIN share_reviews rv ON rv.share_id = s.id AND rv.run_id IS NULL
        WHERE s.id = $1 AND s.checklist_id = $2
          FOR UPDATE OF s`,
      [shareId, checklistId],
    );
    return rows[0] ?? null;
  }

  /** The checklist's items a decision may name (every item but headings). */
  async reviewableItems(checklistId: string, m: EntityManager): Promise<{ id: string; text: string }[]> {
    return m.query(`SELECT id, text FROM checklist_items WHERE checklist_id = $1 AND kind <> 'heading' ORDER BY display_order, id`, [checklistId]);
  }

  /** The share's done items (what "Accept all" accepts). */
  async doneItems(shareId: string, m: EntityManager): Promise<string[]> {
    const rows: { item_id: string }[] = await m.query(`SELECT item_id FROM item_responses WHERE share_id = $1 AND complete`, [shareId]);
    return rows.map((r) => r.item_id);
  }

  /**
   * Writes the decision (state, rounds, items) and the event it makes (`run.changes_requested`,
   * `run.accepted`; none while it stays `submitted`), in the decision's transaction.
   */
  async decide(shareId: string, state: ReviewState, rounds: number, items: ReviewItem[], m: EntityManager): Promise<ReviewRow> {
    const type = state === 'accepted' ? 'run.accepted' : state === 'changes_requested' ? 'run.changes_requested' : null;
    const rows: ReviewRow[] = await m.query(
      `WITH rv AS (
         UPDATE share_reviews SET state = $2, rounds = $3, items = $4::jsonb, decided_at = clock_timestamp(), updated_at = clock_timestamp()
          WHERE share_id = $1 AND run_id IS NULL
         RETURNING share_id, state, rounds, items
       )${type ? `, ${webhookOutboxCtes(reviewWebhook(type))}` : ''}
       SELECT share_id, state, rounds, items FROM rv`,
      [shareId, state, rounds, JSON.stringify(items)],
    );
    return rows[0]!;
  }

  /**
   * An accepted review back to `in_progress` (the owner reopened it): the recipient may change
   * answers again, the decisions start over, the rounds stay. Null when it was not accepted.
   */
  async reopenAccepted(shareId: string, m: EntityManager): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await m.query(
      `WITH rv AS (
         UPDATE share_reviews SET state = 'in_progress', items = '[]'::jsonb, updated_at = clock_timestamp()
          WHERE share_id = $1 AND run_id IS NULL AND state = 'accepted'
         RETURNING share_id, state, rounds, items
       )
       SELECT share_id, state, rounds, items FROM rv`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /** Items sent back count as not done until answered again. */
  async reopenItems(shareId: string, itemIds: string[], m: EntityManager): Promise<void> {
    await m.query(`UPDATE item_responses SET complete = false, completed_at = NULL WHERE share_id = $1 AND item_id = ANY($2::uuid[]) AND complete`, [shareId, itemIds]);
  }

  /** The reviews of these shares (of their checklists, not of runs). */
  ofShares(shareIds: string[], m?: EntityManager): Promise<ReviewRow[]> {
    if (shareIds.length === 0) return Promise.resolve([]);
    return this.db(m).query(`SELECT share_id, state, rounds, items FROM share_reviews WHERE share_id = ANY($1::uuid[]) AND run_id IS NULL`, [shareIds]);
  }
}

export interface ReworkMailRow {
  checklist_id: string;
  title: string;
  owner_email: string;
  owner_name: string | null;
  recipient_id: string;
  recipient_email: string;
  recipient_mails: boolean;
  access_token_encrypted: string;
  items: { id: string; text: string }[];
}

/** What the rework mail needs, read when it is sent. */
@Injectable()
export class ReworkMailReader extends SqlRepository {
  async read(shareId: string, itemIds: string[]): Promise<ReworkMailRow | null> {
    const rows: ReworkMailRow[] = await this.db().query(
      `SELECT c.id AS checklist_id, c.title, o.email AS owner_email, o.username AS owner_name,
              r.id AS recipient_id, r.email AS recipient_email, s.access_token_encrypted,
              (r.share_notifications AND r.email_notifications AND r.unsubscribed_at IS NULL AND s.revoked_at IS NULL AND c.closed_at IS NULL) AS recipient_mails,
              COALESCE((SELECT json_agg(json_build_object('id', i.id, 'text', i.text) ORDER BY i.display_order, i.id)
                          FROM checklist_items i WHERE i.checklist_id = c.id AND i.id = ANY($2::uuid[])), '[]'::json) AS items
         FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users o ON o.id = c.owner_id JOIN users r ON r.id = s.recipient_id
        WHERE s.id = $1`,
      [shareId, itemIds],
    );
    return rows[0] ?? null;
  }
}
