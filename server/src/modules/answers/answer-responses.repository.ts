import { Injectable } from '@nestjs/common';
import type { ItemKind, ItemSettings, ReviewState } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { isoMicros, itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { respondEventColumns, respondEventJoins, withRespondEvents } from '../webhooks/respond-events.sql';
import { ofRun, RESPONSE_KEY } from '../responses/response-run.sql';
import { ANSWER_EVENTS } from './answer-events.sql';
import { countsTowardDone } from './counted-items.sql';

/** The current run of the share $1 (issue 45): answers go to it; null for a checklist without a schedule. */
const CURRENT_RUN = `(SELECT current_run_id FROM shares WHERE id = $1)`;

/**
 * The webhook events of an answer that made its item done or not done (item.completed,
 * item.uncompleted, recipient.completed): the tick's own fragment, over the saved row as given.
 */
const DONE_CHANGE_EVENTS = withRespondEvents(
  `given AS (SELECT $1::uuid AS share_id, $2::uuid AS item_id, $3::boolean AS complete, $4::boolean AS was_complete)`,
  `SELECT saved.share_id, saved.item_id, s.current_run_id AS run_id, saved.complete, s.checklist_id, u.email, ${respondEventColumns('saved.was_complete')},
          (SELECT count(*)::int FROM checklist_items ci WHERE ci.checklist_id = s.checklist_id AND ${countsTowardDone('ci')}) AS total,
          (SELECT count(*)::int FROM item_responses r JOIN checklist_items ci ON ci.id = r.item_id AND ${countsTowardDone('ci')}
            WHERE r.share_id = saved.share_id AND ${ofRun('r', 's.current_run_id')} AND r.complete) AS completed_count,
          ${countsTowardDone('wi')} AS counts
     FROM given saved JOIN shares s ON s.id = saved.share_id JOIN users u ON u.id = s.recipient_id${respondEventJoins('saved', 's')}`,
  'share_id',
  'x.share_id',
  'x.completed_count',
  // An optional item's answer moves no progress: it never finishes the recipient (nor again).
  'x.counts',
);

/** The share a token opens (when active) with one item of its checklist, for an answer save. */
export interface AnswerTargetRow {
  share_id: string;
  checklist_id: string;
  closed_at: Date | null;
  /** Issue 48: the share's review state (null: none); submitted and accepted refuse saves. */
  review_state: ReviewState | null;
  email: string;
  item_id: string | null;
  kind: ItemKind | null;
  settings: ItemSettings | null;
}

export interface SavedAnswerRow {
  item_id: string;
  complete: boolean;
  notes: string | null;
  answer: unknown;
  flagged: boolean;
  /** ISO 8601 with microseconds: the share's progress stamp (strictly later than its previous save). */
  updated_at: string;
  /** The share's progress sequence after this save. */
  seq: number;
}

export interface ShareProgressRow {
  completed: string[];
  total: number;
}

/** The statements of an answer save (issue 46) on item_responses; ticks and notes keep their own fast path. */
@Injectable()
export class AnswerResponsesRepository extends SqlRepository {
  /**
   * Null: no active share has this token hash. Locks the share's progress stamp (share_progress), as
   * a tick's statement does first, so one share's saves go one at a time and in the same lock order.
   */
  async target(tokenHash: string, itemId: string, m: EntityManager): Promise<AnswerTargetRow | null> {
    const rows: AnswerTargetRow[] = await m.query(
      `SELECT s.id AS share_id, s.checklist_id, c.closed_at, u.email, i.id AS item_id, i.kind, i.settings,
              (SELECT rv.state FROM share_reviews rv WHERE rv.share_id = s.id AND rv.run_id IS NULL) AS review_state
         FROM shares s JOIN share_progress p ON p.share_id = s.id
         JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id
         LEFT JOIN checklist_items i ON i.checklist_id = s.checklist_id AND i.id = $2
        WHERE s.access_token_hash = $1 AND s.revoked_at IS NULL
          FOR UPDATE OF p`,
      [tokenHash, itemId],
    );
    return rows[0] ?? null;
  }

  /**
   * Upserts the answer: `complete` is whether it makes the item done (set by the server for every
   * kind), `completed_at` moves as a tick's does; updated_at and seq are the share's raised progress
   * stamp (as a tick's: strictly later than the share's last save, a millisecond after the row's).
   */
  async save(shareId: string, itemId: string, answer: unknown, complete: boolean, flagged: boolean, m: EntityManager): Promise<{ saved: SavedAnswerRow; wasComplete: boolean; answerChanged: boolean }> {
    const rows: (Omit<SavedAnswerRow, 'updated_at' | 'seq'> & { updated_iso: string; seq: string; was_complete: boolean | null; answer_changed: boolean })[] = await m.query(
      `WITH prev AS (SELECT complete, updated_at, answer FROM item_responses r WHERE share_id = $1 AND item_id = $2 AND ${ofRun('r', CURRENT_RUN)}),
       stamp AS (
         UPDATE share_progress p
            SET seq = p.seq + 1,
                updated_at = GREATEST(clock_timestamp(), p.updated_at + interval '1 microsecond', (SELECT updated_at FROM prev) + interval '1 millisecond')
          WHERE p.share_id = $1
         RETURNING p.seq, p.updated_at)
       INSERT INTO item_responses (share_id, item_id, run_id, answer, complete, flagged, completed_at, updated_at)
       SELECT $1, $2, ${CURRENT_RUN}, $3::jsonb, $4, $5, CASE WHEN $4 THEN st.updated_at END, st.updated_at FROM stamp st
       ON CONFLICT ${RESPONSE_KEY} DO UPDATE
          SET answer = EXCLUDED.answer, complete = EXCLUDED.complete, flagged = EXCLUDED.flagged,
              completed_at = CASE WHEN EXCLUDED.complete THEN COALESCE(item_responses.completed_at, EXCLUDED.updated_at) END,
              updated_at = EXCLUDED.updated_at
       RETURNING item_id, complete, notes, answer, flagged, ${isoMicros('updated_at')} AS updated_iso,
                 (SELECT seq FROM stamp)::text AS seq, (SELECT complete FROM prev) AS was_complete,
                 (SELECT answer FROM prev) IS DISTINCT FROM $3::jsonb AS answer_changed`,
      [shareId, itemId, answer === null ? null : JSON.stringify(answer), complete, flagged],
    );
    const { was_complete, answer_changed, updated_iso, seq, ...rest } = rows[0]!;
    const saved: SavedAnswerRow = { ...rest, updated_at: updated_iso, seq: Number(seq) };
    return { saved, wasComplete: was_complete === true, answerChanged: answer_changed };
  }

  /** Writes `item.answered` (and `item.flagged` when flagged) for the share's answer to the item as just saved. */
  async answerEvents(shareId: string, itemId: string, m: EntityManager): Promise<void> {
    await m.query(ANSWER_EVENTS, [shareId, itemId]);
  }

  /** Writes the webhook events of a save that changed whether its item is done (none when it did not). */
  async doneChangeEvents(shareId: string, itemId: string, complete: boolean, wasComplete: boolean, m: EntityManager): Promise<void> {
    if (complete === wasComplete) return;
    await m.query(DONE_CHANGE_EVENTS, [shareId, itemId, complete, wasComplete]);
  }

  /** The kind and settings of an item of the checklist an active share's token opens; null when there is no such item. */
  async describe(tokenHash: string, itemId: string): Promise<{ kind: ItemKind; settings: ItemSettings | null } | null> {
    const rows: { kind: ItemKind; settings: ItemSettings | null }[] = await this.db().query(
      `SELECT i.kind, i.settings FROM shares s JOIN checklist_items i ON i.checklist_id = s.checklist_id
        WHERE s.access_token_hash = $1 AND s.revoked_at IS NULL AND i.id = $2`,
      [tokenHash, itemId],
    );
    return rows[0] ?? null;
  }

  /** The share's answer to an item (null when none). */
  async current(shareId: string, itemId: string, m: EntityManager): Promise<unknown> {
    const rows: { answer: unknown }[] = await m.query(`SELECT answer FROM item_responses WHERE share_id = $1 AND item_id = $2`, [shareId, itemId]);
    return rows[0]?.answer ?? null;
  }

  /** The kind of an item of the checklist; null when it is not one of its items. */
  async kindOf(checklistId: string, itemId: string): Promise<ItemKind | null> {
    const rows: { kind: ItemKind }[] = await this.db().query(`SELECT kind FROM checklist_items WHERE id = $1 AND checklist_id = $2`, [itemId, checklistId]);
    return rows[0]?.kind ?? null;
  }

  /** The share's done items in the owner's order and how many items count (headings never do). */
  async progress(shareId: string, checklistId: string, m: EntityManager): Promise<ShareProgressRow> {
    const rows: ShareProgressRow[] = await m.query(
      `SELECT COALESCE((SELECT json_agg(i.id ORDER BY ${itemOrder('i')})
                          FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
                         WHERE r.share_id = $1 AND ${ofRun('r', CURRENT_RUN)} AND r.complete), '[]'::json) AS completed,
              (SELECT count(*)::int FROM checklist_items WHERE checklist_id = $2 AND kind <> 'heading') AS total`,
      [shareId, checklistId],
    );
    return rows[0]!;
  }
}
