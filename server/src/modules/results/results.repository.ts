import { Injectable } from '@nestjs/common';
import type { ItemKind, ItemSettings } from '@ticklist/contracts';
import { epochMicros, fromEpochMicros, itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import type { RunRange } from './run-range';
import { inCurrentRun } from '../responses/response-run.sql';

export interface ResultsChecklistRow {
  title: string;
}

export interface ResultsItemRow {
  id: string;
  position: number;
  text: string;
  kind: ItemKind;
  settings: ItemSettings | null;
}

/** A recipient's typed answer (issue 46), or one of their files, for the Answer column. */
export interface ResultsAnswerRow {
  share_id: string;
  item_id: string;
  answer: unknown;
}

export interface ResultsFileRow {
  share_id: string;
  item_id: string;
  name: string;
  sha256: string;
}

/** A recipient of the checklist; `cursor_us` and `id` are the keyset position of the next page. */
export interface ResultsShareRow {
  id: string;
  email: string;
  /** The owner revoked the link (issue 18): still listed, marked so. */
  revoked: boolean;
  first_opened_at: Date | null;
  /** The share's own due moment, else the checklist's. */
  due_at: Date | null;
  /** shared_at in microseconds since the epoch, as text (exact, unlike a JS Date). */
  cursor_us: string;
}

/** A done item of a recipient. */
export interface ResultsTickRow {
  share_id: string;
  item_id: string;
  completed_at: Date;
}

/** A recipient's run of one occurrence (issue 45). */
export interface ResultsRunRow {
  id: string;
  share_id: string;
  starts_at: Date;
}

/**
 * Whose runs the results read (issue 45): each share's current run (null; for a checklist without a
 * schedule its single run), or the runs of one occurrence of the schedule.
 */
export type ResultsRuns = { occurrenceId: string } | null;

/** The rows aliased `r` (with a run_id and share_id) are of the runs asked for; `$2` is the occurrence id when one is. */
const ofRuns = (runs: ResultsRuns, r: string) =>
  runs
    ? `${r}.run_id IN (SELECT sr.id FROM share_runs sr WHERE sr.occurrence_id = $2 AND sr.share_id = ${r}.share_id)`
    : `EXISTS (SELECT 1 FROM shares s WHERE s.id = ${r}.share_id AND ${inCurrentRun(r, 's')})`;
const runParams = (runs: ResultsRuns) => (runs ? [runs.occurrenceId] : []);

export interface SharesCursor {
  sharedAtUs: string;
  id: string;
}

const sharesPageSql = (after: boolean) => `
  SELECT s.id, u.email, s.revoked_at IS NOT NULL AS revoked, s.first_opened_at, COALESCE(s.due_at, c.due_at) AS due_at,
         ${epochMicros('s.shared_at')}::text AS cursor_us
    FROM shares s JOIN users u ON u.id = s.recipient_id JOIN checklists c ON c.id = s.checklist_id
   WHERE s.checklist_id = $1
     ${after ? `AND (s.shared_at, s.id) > (${fromEpochMicros('$3')}, $4::uuid)` : ''}
   ORDER BY s.shared_at, s.id
   LIMIT $2`;
// Two statements, not one with "$3 IS NULL OR …": the keyset condition must be an index bound
// (shares_checklist_order_idx), so each page reads its own rows, never the audience before it.
const FIRST_SHARES_SQL = sharesPageSql(false);
const NEXT_SHARES_SQL = sharesPageSql(true);

/**
 * The read model of a checklist's results exports: its items once, then recipients a page at a time
 * (keyset) with their ticks, so an export holds one page and costs two statements per page. Reads
 * only; the tables belong to checklists, shares and responses. Notes are never selected.
 */
@Injectable()
export class ResultsRepository extends SqlRepository {
  /** The owner's checklist; null when it is not theirs or does not exist. */
  async checklist(ownerId: string, id: string): Promise<ResultsChecklistRow | null> {
    const [row]: ResultsChecklistRow[] = await this.db().query(`SELECT c.title FROM checklists c WHERE c.id = $1 AND c.owner_id = $2`, [id, ownerId]);
    return row ?? null;
  }

  /** The checklist's items as owners see them, numbered from 1. */
  items(checklistId: string): Promise<ResultsItemRow[]> {
    return this.db().query(
      `SELECT i.id, (row_number() OVER (ORDER BY ${itemOrder('i')}))::int AS position, i.text, i.kind, i.settings
         FROM checklist_items i WHERE i.checklist_id = $1 ORDER BY ${itemOrder('i')}`,
      [checklistId],
    );
  }

  /** Up to `limit` recipients after `after`, in the order they were shared with. */
  sharesAfter(checklistId: string, after: SharesCursor | null, limit: number): Promise<ResultsShareRow[]> {
    return this.db().query(after ? NEXT_SHARES_SQL : FIRST_SHARES_SQL, after ? [checklistId, limit, after.sharedAtUs, after.id] : [checklistId, limit]);
  }

  /** The occurrence's id when it is one of the checklist's schedule, else null. */
  async occurrenceOf(checklistId: string, occurrenceId: string): Promise<string | null> {
    const [row]: { id: string }[] = await this.db().query(`SELECT o.id FROM checklist_occurrences o WHERE o.id = $1 AND o.checklist_id = $2`, [occurrenceId, checklistId]);
    return row?.id ?? null;
  }

  /** The checklist's occurrences whose runs start within the range (issue 45: `?from=&to=`), oldest first. */
  async occurrencesIn(checklistId: string, range: RunRange): Promise<string[]> {
    const rows: { id: string }[] = await this.db().query(
      `SELECT o.id FROM checklist_occurrences o
        WHERE o.checklist_id = $1 AND EXISTS (SELECT 1 FROM share_runs sr WHERE sr.occurrence_id = o.id AND sr.starts_at >= $2 AND sr.starts_at < $3)
        ORDER BY o.starts_at, o.id`,
      [checklistId, range.from, range.until],
    );
    return rows.map((r) => r.id);
  }

  /** The runs of the occurrence of the given shares. */
  runsOfOccurrence(occurrenceId: string, shareIds: string[]): Promise<ResultsRunRow[]> {
    return this.db().query(`SELECT id, share_id, starts_at FROM share_runs WHERE occurrence_id = $1 AND share_id = ANY($2::uuid[])`, [occurrenceId, shareIds]);
  }

  /** The typed answers of the given shares in `runs` (only asked for checklists with items of other kinds than a tick). */
  answersOf(shareIds: string[], runs: ResultsRuns): Promise<ResultsAnswerRow[]> {
    return this.db().query(
      `SELECT r.share_id, r.item_id, r.answer FROM item_responses r WHERE r.share_id = ANY($1::uuid[]) AND r.answer IS NOT NULL AND ${ofRuns(runs, 'r')}`,
      [shareIds, ...runParams(runs)],
    );
  }

  /** The files of the given shares in `runs`, oldest first. */
  filesOf(shareIds: string[], runs: ResultsRuns): Promise<ResultsFileRow[]> {
    return this.db().query(
      `SELECT f.share_id, f.item_id, f.name, f.sha256 FROM item_files f WHERE f.share_id = ANY($1::uuid[]) AND ${ofRuns(runs, 'f')} ORDER BY f.created_at, f.id`,
      [shareIds, ...runParams(runs)],
    );
  }

  /** The done items of the given shares in `runs` (item_responses_share_run_item_key serves it). */
  ticksOf(shareIds: string[], runs: ResultsRuns): Promise<ResultsTickRow[]> {
    return this.db().query(
      `SELECT r.share_id, r.item_id, r.completed_at FROM item_responses r WHERE r.share_id = ANY($1::uuid[]) AND r.complete AND ${ofRuns(runs, 'r')}`,
      [shareIds, ...runParams(runs)],
    );
  }
}
