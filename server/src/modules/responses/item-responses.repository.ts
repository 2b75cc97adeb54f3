import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { isoMicros, isoTimestamp, itemOrder } from '../../database/sql-fragments';
import { SqlRepository, type PreparedStep } from '../../database/sql-repository';
import type { RecordedActivityRow } from '../shares/share-activity.sql';
import { completedListsOf, type BatchRowProgress } from './batch-completed-lists';
import { ItemResponseEntity } from './item-response.entity';
import { AFTER_SHARES_LATEST_SAVE, SAVE, SAVE_BATCH } from './item-responses.save.sql';
import { inCurrentRun } from './response-run.sql';

/** The saved row and the share's progress after the save (respond's one statement), with the activity entry it recorded, if any. */
export interface SavedResponseRow extends Partial<RecordedActivityRow> {
  share_id: string;
  item_id: string;
  /** The run saved in (issue 45); null for a checklist without a schedule. */
  run_id: string | null;
  complete: boolean;
  notes: string | null;
  updated_at: Date;
  /** The save's place among its share's saves (ShareProgressSeq), a bigint as text. */
  seq: string;
  /** updated_at in ISO 8601 with its microseconds: the answer's and the event's `updatedAt`. */
  updated_iso: string;
  checklist_id: string;
  /** The recipient's address. */
  email: string;
  /** Whether the checklist is reviewed (issue 48). */
  under_review: boolean;
  total: number;
  /** Every item of the checklist this share has completed, in the owner's order. */
  completed: string[];
}

/** One share of a checklist as it stands (see progressOfChecklist). */
export interface ShareProgressRow {
  share_id: string;
  /** Its completed items, in the owner's order. */
  completed: string[];
  total: number;
  /** Its progress stamp (ShareProgressSeq): the last save or reset, ISO 8601 with microseconds (null when nothing was saved yet), and its seq (a bigint as text). */
  updated_at: string | null;
  seq: string;
}

/** A share's latest save with its progress (see latestOfShare); never the note's text. */
export interface ShareLatestRow {
  share_id: string;
  checklist_id: string;
  /** The recipient's address. */
  email: string;
  item_id: string;
  complete: boolean;
  /** The share's progress stamp (ShareProgressSeq): ISO 8601 with microseconds, and its seq (a bigint as text). */
  updated_at: string;
  seq: string;
  total: number;
  completed: string[];
}

export interface CompletedRow {
  share_id: string;
  item_id: string;
}

/** One recipient's response to one item, for the owner's edit page. */
export interface ResponseForEditRow {
  item_id: string;
  share_id: string;
  email: string;
  complete: boolean;
  updated_at: string;
  completed_at: string | null;
  answer: unknown;
  flagged: boolean;
}

export interface OwnResponseExportRow {
  share_id: string;
  item_id: string;
  text: string;
  complete: boolean;
  notes: string | null;
  updated_at: Date;
}

/** One save of a batch: the share's token hash, the item and the value of the batch's key. */
export interface BatchedSave {
  tokenHash: string;
  itemId: string;
  value: boolean | string;
  /** The run asked for (issue 45); absent or null: the share's current run. */
  runId?: string | null;
}

/** The completed items of the share aliased `s`, in the owner's order (as the dashboard lists them). */
const COMPLETED_OF_SHARE = `COALESCE((SELECT json_agg(c.item_id ORDER BY ${itemOrder('i')})
                          FROM item_responses c JOIN checklist_items i ON i.id = c.item_id
                         WHERE c.share_id = s.id AND ${inCurrentRun('c', 's')} AND c.complete), '[]'::json)`;
/** The item count of the checklist of the share aliased `s`. */
const ITEM_COUNT_OF_SHARE = `(SELECT count(*)::int FROM checklist_items WHERE checklist_id = s.checklist_id AND kind <> 'heading')`;

/** The advisory lock a serialized save of a share takes: keyed by the share's token hash (a share has one live token). */
const shareSaveLock = (tokenHash: string) => `share_save:${tokenHash}`;

/** The wait a locked tick statement runs first (AFTER_SHARES_LATEST_SAVE), for the shares with these token hashes. */
const afterLatestSave = (tokenHashes: string[]): PreparedStep => ({ name: 'after-shares-latest-save', text: AFTER_SHARES_LATEST_SAVE, values: [tokenHashes] });

/** Every statement on `item_responses`. */
@Injectable()
export class ItemResponsesRepository extends SqlRepository {
  /**
   * Whether other processes may save the same shares (a shared PostgreSQL). Then each tick
   * statement first locks the shares it saves (preparedUnderLocks), so that ticks of one share by
   * two processes run one after the other: each reads the share's progress with the other's tick in
   * it or before it, never beside it, and each tick's single event is right (without the locks, both
   * could miss the other's tick); and once it holds them it waits, if need be, until the shares'
   * latest save is over a millisecond old (AFTER_SHARES_LATEST_SAVE), so the later event is newer.
   * Notes make no event and change no progress: they take no lock, and their text never goes into a
   * statement's text. The embedded database is one session in one process.
   */
  private readonly sharedDatabase: boolean;

  constructor(dataSource: DataSource, @InjectConfig() config: Pick<AppConfig, 'databaseUrl'>) {
    super(dataSource);
    this.sharedDatabase = Boolean(config.databaseUrl);
  }

  /**
   * A guest's tick or note, by the share's token hash: the saved row with the share's progress,
   * or null when nothing was written (unknown token, an item not of its checklist, or a closed checklist).
   */
  async save(tokenHash: string, itemId: string, key: 'complete' | 'notes', value: boolean | string, runId: string | null = null): Promise<SavedResponseRow | null> {
    const rows = await this.runSave<SavedResponseRow>(key, `respond-${key}`, SAVE[key], [tokenHash, itemId, value, runId], [tokenHash]);
    return rows[0] ?? null;
  }

  /**
   * Several saves of one key in one statement (one commit); no two may be for the same row.
   * Returns each save's result by position: the saved row with its share's progress, or null
   * when nothing was written for it (unknown token, an item not of its checklist, or a closed checklist).
   */
  async saveMany(key: 'complete' | 'notes', saves: BatchedSave[]): Promise<(SavedResponseRow | null)[]> {
    type Row = Omit<SavedResponseRow, 'completed'> & BatchRowProgress;
    const tokenHashes = saves.map((s) => s.tokenHash);
    const rows = await this.runSave<Row>(key, `respond-batch-${key}`, SAVE_BATCH[key], [tokenHashes, saves.map((s) => s.itemId), saves.map((s) => s.value), saves.map((s) => s.runId ?? null)], tokenHashes);
    const completed = completedListsOf(rows);
    const results: (SavedResponseRow | null)[] = saves.map(() => null);
    for (const { n, candidates: _, ...row } of rows) results[n - 1] = { ...row, completed: completed.get(n)! };
    return results;
  }

  /** A save statement; on a shared database a tick's first locks the shares of these token hashes (see sharedDatabase). */
  private runSave<Row>(key: 'complete' | 'notes', name: string, text: string, values: unknown[], tokenHashes: string[]): Promise<Row[]> {
    if (!this.sharedDatabase || key !== 'complete') return this.prepared<Row>(name, text, values);
    return this.preparedUnderLocks<Row>(name, text, values, tokenHashes.map(shareSaveLock), afterLatestSave(tokenHashes));
  }

  ofItems(itemIds: string[], m: EntityManager): Promise<Pick<ItemResponseEntity, 'shareId' | 'itemId' | 'complete'>[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return m.find(ItemResponseEntity, { where: { itemId: In(itemIds) }, select: ['shareId', 'itemId', 'complete'] });
  }

  async deleteOfItems(itemIds: string[], m: EntityManager): Promise<void> {
    if (itemIds.length) await m.delete(ItemResponseEntity, { itemId: In(itemIds) });
  }

  /**
   * Each share of a checklist, in the order they were made: its completed items (the owner's
   * order, as on the dashboard), the checklist's item count and the share's last save.
   */
  progressOfChecklist(checklistId: string): Promise<ShareProgressRow[]> {
    return this.db().query(
      `SELECT s.id AS share_id, ${COMPLETED_OF_SHARE} AS completed, ${ITEM_COUNT_OF_SHARE} AS total,
              ${isoMicros('p.updated_at')} AS updated_at, p.seq::text AS seq
         FROM shares s JOIN share_progress p ON p.share_id = s.id
        WHERE s.checklist_id = $1
        ORDER BY s.shared_at, s.id`,
      [checklistId],
    );
  }

  /**
   * A share as it stands, for a guest socket's catch-up: its latest save (item, tick state and
   * time) with the share's completed items and the checklist's item count; null when nothing was
   * saved yet.
   */
  async latestOfShare(shareId: string): Promise<ShareLatestRow | null> {
    const rows: ShareLatestRow[] = await this.db().query(
      `SELECT s.id AS share_id, s.checklist_id, u.email, r.item_id, r.complete, ${isoMicros('p.updated_at')} AS updated_at, p.seq::text AS seq,
              ${ITEM_COUNT_OF_SHARE} AS total, ${COMPLETED_OF_SHARE} AS completed
         FROM shares s
         JOIN users u ON u.id = s.recipient_id
         JOIN share_progress p ON p.share_id = s.id
         JOIN LATERAL (SELECT item_id, complete, updated_at FROM item_responses
                        WHERE share_id = s.id ORDER BY updated_at DESC, item_id LIMIT 1) r ON true
        WHERE s.id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /** The completed items of each share, in the owner's item order. */
  completedOfShares(shareIds: string[], m: EntityManager): Promise<CompletedRow[]> {
    return m.query(
      `SELECT r.share_id, r.item_id
         FROM item_responses r JOIN checklist_items i ON i.id = r.item_id JOIN shares s ON s.id = r.share_id
        WHERE r.share_id = ANY($1::uuid[]) AND ${inCurrentRun('r', 's')} AND r.complete
        ORDER BY i.display_order, i.id`,
      [shareIds],
    );
  }

  /** Every recipient's responses on a checklist, shares in the order they were made (never their notes: those are the recipient's alone). */
  ofChecklistForEdit(checklistId: string): Promise<ResponseForEditRow[]> {
    return this.db().query(
      `SELECT r.item_id, r.share_id, u.email, r.complete, ${isoTimestamp('r.updated_at')} AS updated_at, ${isoTimestamp('r.completed_at')} AS completed_at, r.answer, r.flagged
         FROM item_responses r
         JOIN shares s ON s.id = r.share_id
         JOIN users u ON u.id = s.recipient_id
        WHERE s.checklist_id = $1 AND ${inCurrentRun('r', 's')}
        ORDER BY s.shared_at, s.id`,
      [checklistId],
    );
  }

  /** The checklist's items that someone responded to: one probe of item_responses_item_idx per item, whatever the audience. */
  async itemsWithResponses(checklistId: string): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await this.db().query(
      `SELECT i.id FROM checklist_items i
        WHERE i.checklist_id = $1 AND (SELECT true FROM item_responses r WHERE r.item_id = i.id LIMIT 1)`,
      [checklistId],
    );
    return new Set(rows.map((r) => r.id));
  }

}
