import { Injectable } from '@nestjs/common';
import type { Occurrence, Run } from '@ticklist/contracts';
import type { KeysetCursor } from '../../common/keyset-cursor';
import { epochMicros, fromEpochMicros, isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import type { RunPageRow } from './run-pages';
import { COMPLETED_LATE } from './run-status.sql';

/** A run of the share_runs row aliased `r` (its recipient read by the share's key). */
const RUN_JSON = `json_build_object(
    'id', r.id, 'occurrenceId', r.occurrence_id, 'shareId', r.share_id,
    'recipientEmail', (SELECT u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.id = r.share_id),
    'startsAt', ${isoTimestamp('r.starts_at')}, 'dueAt', ${isoTimestamp('r.due_at')}, 'status', r.status,
    'completedAt', ${isoTimestamp('r.completed_at')}, 'completedLate', ${COMPLETED_LATE})`;

/** The occurrence aliased `o`, its runs counted from share_runs_occurrence_share_key. */
const OCCURRENCE_JSON = `json_build_object(
    'id', o.id, 'startsAt', ${isoTimestamp('o.starts_at')}, 'dueAt', ${isoTimestamp('o.due_at')}, 'status', o.status,
    'counts', (SELECT json_build_object('runs', count(*)::int,
                                        'open', (count(*) FILTER (WHERE r.status = 'open'))::int,
                                        'completed', (count(*) FILTER (WHERE r.status = 'completed'))::int,
                                        'missed', (count(*) FILTER (WHERE r.status = 'missed'))::int)
                 FROM share_runs r WHERE r.occurrence_id = o.id))`;

type PageRow<T> = RunPageRow<T>;

/** The owner's reads of a schedule's history (issue 45), always paged, newest first; owner-scoped by the caller. */
@Injectable()
export class RunHistoryRepository extends SqlRepository {
  /** Up to `limit` occurrences of the checklist after `cursor`, newest first. */
  async occurrences(checklistId: string, cursor: KeysetCursor | null, limit: number): Promise<Array<PageRow<Occurrence>>> {
    const after = cursor ? `AND (o.starts_at, o.id) < (${fromEpochMicros('$3')}, $4::uuid)` : '';
    return this.db().query(
      `SELECT ${OCCURRENCE_JSON} AS item, ${epochMicros('o.starts_at')}::text AS at_us, o.id
         FROM checklist_occurrences o WHERE o.checklist_id = $1 ${after}
        ORDER BY o.starts_at DESC, o.id DESC LIMIT $2`,
      cursor ? [checklistId, limit, cursor.atUs, cursor.id] : [checklistId, limit],
    );
  }

  /** The checklist's occurrence; null when it is not the checklist's. */
  async occurrence(checklistId: string, occurrenceId: string): Promise<Occurrence | null> {
    const [row]: Array<{ occurrence: Occurrence }> = await this.db().query(
      `SELECT ${OCCURRENCE_JSON} AS occurrence FROM checklist_occurrences o WHERE o.id = $2 AND o.checklist_id = $1`,
      [checklistId, occurrenceId],
    );
    return row?.occurrence ?? null;
  }

  /** Up to `limit` runs of the occurrence after `cursor`, in the order the recipients were shared with (keyed by the share). */
  async runsOfOccurrence(occurrenceId: string, cursor: KeysetCursor | null, limit: number): Promise<Array<PageRow<Run>>> {
    const after = cursor ? `AND (s.shared_at, s.id) > (${fromEpochMicros('$3')}, $4::uuid)` : '';
    return this.db().query(
      `SELECT ${RUN_JSON} AS item, ${epochMicros('s.shared_at')}::text AS at_us, s.id
         FROM share_runs r JOIN shares s ON s.id = r.share_id
        WHERE r.occurrence_id = $1 ${after}
        ORDER BY s.shared_at, s.id LIMIT $2`,
      cursor ? [occurrenceId, limit, cursor.atUs, cursor.id] : [occurrenceId, limit],
    );
  }

  /** Up to `limit` runs of the share after `cursor`, newest first (share_runs_share_idx). */
  async runsOfShare(shareId: string, cursor: KeysetCursor | null, limit: number): Promise<Array<PageRow<Run>>> {
    const after = cursor ? `AND (r.starts_at, r.id) < (${fromEpochMicros('$3')}, $4::uuid)` : '';
    return this.db().query(
      `SELECT ${RUN_JSON} AS item, ${epochMicros('r.starts_at')}::text AS at_us, r.id
         FROM share_runs r WHERE r.share_id = $1 ${after}
        ORDER BY r.starts_at DESC, r.id DESC LIMIT $2`,
      cursor ? [shareId, limit, cursor.atUs, cursor.id] : [shareId, limit],
    );
  }
}
