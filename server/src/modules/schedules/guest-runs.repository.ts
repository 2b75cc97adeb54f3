import { Injectable } from '@nestjs/common';
import type { GuestRun, RunStatus } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import type { KeysetCursor } from '../../common/keyset-cursor';
import { epochMicros, fromEpochMicros, isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import type { RunPageRow } from './run-pages';
import { COMPLETED_LATE } from './run-status.sql';

/** A past run as the guest lists it, before its URL is made. */
export interface GuestPastRunRow {
  id: string;
  startsAt: string;
  status: RunStatus;
  completedLate: boolean;
}

const GUEST_RUN_JSON = `json_build_object('id', r.id, 'occurrenceId', r.occurrence_id, 'startsAt', ${isoTimestamp('r.starts_at')},
                                          'dueAt', ${isoTimestamp('r.due_at')}, 'status', r.status, 'completedLate', ${COMPLETED_LATE})`;

/** A guest's reads of their link's runs (issue 45): the run a page shows and the past ones, newest first. */
@Injectable()
export class GuestRunsRepository extends SqlRepository {
  /** The share's run `runId`, or its current run when null; null when there is none (no schedule, or not the share's). */
  async shown(shareId: string, runId: string | null, m?: EntityManager): Promise<GuestRun | null> {
    const rows: Array<{ run: GuestRun }> = await (m ?? this.db()).query(
      `SELECT ${GUEST_RUN_JSON} AS run FROM shares s JOIN share_runs r ON r.share_id = s.id AND r.id = COALESCE($2::uuid, s.current_run_id)
        WHERE s.id = $1`,
      [shareId, runId],
    );
    return rows[0]?.run ?? null;
  }

  /** Up to `limit` of the share's runs but its current one, after `cursor`, newest first (share_runs_share_idx). */
  async past(shareId: string, cursor: KeysetCursor | null, limit: number, m?: EntityManager): Promise<Array<RunPageRow<GuestPastRunRow>>> {
    const after = cursor ? `AND (r.starts_at, r.id) < (${fromEpochMicros('$3')}, $4::uuid)` : '';
    return (m ?? this.db()).query(
      `SELECT json_build_object('id', r.id, 'startsAt', ${isoTimestamp('r.starts_at')}, 'status', r.status, 'completedLate', ${COMPLETED_LATE}) AS item,
              ${epochMicros('r.starts_at')}::text AS at_us, r.id
         FROM share_runs r JOIN shares s ON s.id = r.share_id
        WHERE r.share_id = $1 AND r.id IS DISTINCT FROM s.current_run_id ${after}
        ORDER BY r.starts_at DESC, r.id DESC LIMIT $2`,
      cursor ? [shareId, limit, cursor.atUs, cursor.id] : [shareId, limit],
    );
  }
}
