import type { MessageAuthor, RunStatus } from '@ticklist/contracts';
import { Injectable } from '@nestjs/common';
import type { ChecklistExportRow } from '../checklists/checklists.repository';
import type { ItemExportRow } from '../checklists/checklist-items.repository';
import type { ShareReminderExportRow } from '../follow-up/share-reminders.repository';
import type { CompletedRow, OwnResponseExportRow } from '../responses/item-responses.repository';
import type { ActivityExportRow } from '../shares/share-activity.repository';
import type { ShareMadeExportRow, ShareReceivedExportRow } from '../shares/shares.repository';
import type { KeysetCursor } from '../../common/keyset-cursor';
import { epochMicros, fromEpochMicros, receivedByProvenAccount } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { inCurrentRun } from '../responses/response-run.sql';

/** A keyset position: a timestamp in microseconds since the epoch (as text: exact), and the row's id. */
export type ExportCursor = KeysetCursor;

const atUs = (column: string) => `${epochMicros(column)}::text AS cursor_us`;

// Two statements each, not one with "$2 IS NULL OR …", so the keyset condition is an index bound.
const checklistsSql = (after: boolean) => `
  SELECT id, title, description, created_at, updated_at, ${atUs('created_at')} FROM checklists
   WHERE owner_id = $1 ${after ? `AND (created_at, id) < (${fromEpochMicros('$3')}, $4::uuid)` : ''}
   ORDER BY created_at DESC, id DESC LIMIT $2`;
const receivedSql = (after: boolean) => `
  SELECT s.id, s.shared_at, o.email AS owner_email, c.id AS checklist_id, c.title, ${atUs('s.shared_at')} FROM shares s
    JOIN checklists c ON c.id = s.checklist_id JOIN users o ON o.id = c.owner_id
   WHERE ${receivedByProvenAccount('s')}
     ${after ? `AND (s.shared_at, s.id) > (${fromEpochMicros('$3')}, $4::uuid)` : ''}
   ORDER BY s.shared_at, s.id LIMIT $2`;

type Paged<T> = T & { cursor_us: string };

/** One run of a share (issue 45). */
export interface RunExportRow {
  id: string;
  share_id: string;
  occurrence_id: string;
  starts_at: Date;
  due_at: Date | null;
  status: RunStatus;
  completed_at: Date | null;
}

/**
 * The account export's reads, a page at a time (issue 43: the export streams in constant memory):
 * the owner's checklists by keyset (checklists_owner_created_idx), then what belongs to one page's
 * checklists or shares, each one statement for the page. Same rows and orders as the whole-account
 * reads they replace; reads only, the tables belong to their modules. Recipients' notes on the
 * owner's checklists are never selected.
 */
@Injectable()
export class AccountExportRepository extends SqlRepository {
  checklists(ownerId: string, limit: number, after: ExportCursor | null): Promise<Array<Paged<ChecklistExportRow>>> {
    return this.db().query(checklistsSql(!!after), after ? [ownerId, limit, after.atUs, after.id] : [ownerId, limit]);
  }

  items(checklistIds: string[]): Promise<ItemExportRow[]> {
    return this.db().query(
      `SELECT i.id, i.checklist_id, i.text, i.description, i.display_order, i.kind, i.required, i.settings FROM checklist_items i
        WHERE i.checklist_id = ANY($1::uuid[]) ORDER BY i.display_order, i.id`,
      [checklistIds],
    );
  }

  sharesMade(checklistIds: string[]): Promise<ShareMadeExportRow[]> {
    return this.db().query(
      `SELECT s.id, s.checklist_id, u.email, s.shared_at, s.due_at FROM shares s JOIN users u ON u.id = s.recipient_id
        WHERE s.checklist_id = ANY($1::uuid[]) ORDER BY s.shared_at, s.id`,
      [checklistIds],
    );
  }

  /** The done items of the given shares (never a note): of the current run, for a recurring checklist (issue 45). */
  ticks(shareIds: string[]): Promise<CompletedRow[]> {
    return this.db().query(
      `SELECT r.share_id, r.item_id FROM item_responses r JOIN checklist_items i ON i.id = r.item_id JOIN shares s ON s.id = r.share_id
        WHERE r.share_id = ANY($1::uuid[]) AND r.complete AND ${inCurrentRun('r', 's')} ORDER BY i.display_order`,
      [shareIds],
    );
  }

  /** The runs of the given shares (issue 45), oldest first. */
  runs(shareIds: string[]): Promise<RunExportRow[]> {
    if (shareIds.length === 0) return Promise.resolve([]);
    return this.db().query(
      `SELECT id, share_id, occurrence_id, starts_at, due_at, status, completed_at FROM share_runs
        WHERE share_id = ANY($1::uuid[]) ORDER BY starts_at, id`,
      [shareIds],
    );
  }

  /** The done items of each run of the given shares (never a note). */
  runTicks(shareIds: string[]): Promise<Array<CompletedRow & { run_id: string }>> {
    if (shareIds.length === 0) return Promise.resolve([]);
    return this.db().query(
      `SELECT r.share_id, r.run_id, r.item_id FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
        WHERE r.share_id = ANY($1::uuid[]) AND r.run_id IS NOT NULL AND r.complete ORDER BY i.display_order`,
      [shareIds],
    );
  }

  reminders(shareIds: string[]): Promise<ShareReminderExportRow[]> {
    return this.db().query(`SELECT share_id, kind, sent_at FROM share_reminders WHERE share_id = ANY($1::uuid[]) ORDER BY sent_at, id`, [shareIds]);
  }

  activity(shareIds: string[]): Promise<ActivityExportRow[]> {
    return this.db().query(`SELECT share_id, kind, item_id, at FROM share_activity WHERE share_id = ANY($1::uuid[]) ORDER BY at, id`, [shareIds]);
  }

  /** Shares the user received, once the account proved its address. */
  received(userId: string, limit: number, after: ExportCursor | null): Promise<Array<Paged<ShareReceivedExportRow>>> {
    return this.db().query(receivedSql(!!after), after ? [userId, limit, after.atUs, after.id] : [userId, limit]);
  }

  /** The messages of the given shares (issue 48), oldest first: both sides wrote them to each other. */
  messages(shareIds: string[]): Promise<Array<{ share_id: string; author: MessageAuthor; text: string; item_id: string | null; created_at: Date }>> {
    if (shareIds.length === 0) return Promise.resolve([]);
    return this.db().query(`SELECT share_id, author, text, item_id, created_at FROM share_messages WHERE share_id = ANY($1::uuid[]) ORDER BY created_at, id`, [shareIds]);
  }

  /** The user's own responses (with their notes: theirs) on the given received shares. */
  ownResponses(shareIds: string[]): Promise<Array<OwnResponseExportRow & { run_id: string | null }>> {
    return this.db().query(
      `SELECT r.share_id, r.item_id, i.text, r.complete, r.notes, r.updated_at, r.run_id FROM item_responses r
         JOIN checklist_items i ON i.id = r.item_id
        WHERE r.share_id = ANY($1::uuid[]) ORDER BY i.display_order`,
      [shareIds],
    );
  }
}
