import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';

/** Shares of one zone whose next run start has the same moment: they start together. */
export interface DueZoneRow {
  time_zone: string;
  next_run_at: Date;
  share_ids: string[];
}

/** The statements on the shares' own time zones and next run starts (issue 45; migration RecipientTimeZones). */
@Injectable()
export class RecipientZonesRepository extends SqlRepository {
  /** The zones of the checklist's recipients who have one. */
  async zones(checklistId: string, m?: EntityManager): Promise<string[]> {
    const rows: Array<{ time_zone: string }> = await this.db(m).query(
      `SELECT DISTINCT time_zone FROM shares WHERE checklist_id = $1 AND time_zone IS NOT NULL`,
      [checklistId],
    );
    return rows.map((r) => r.time_zone);
  }

  /** Each zone's earliest next run start among the checklist's recipients (what a skip moves). */
  async nextByZone(checklistId: string, m?: EntityManager): Promise<Array<{ time_zone: string; next_run_at: Date | null }>> {
    return this.db(m).query(
      `SELECT time_zone, min(next_run_at) AS next_run_at FROM shares WHERE checklist_id = $1 AND time_zone IS NOT NULL GROUP BY time_zone`,
      [checklistId],
    );
  }

  /** Sets the next run start of every recipient of the checklist in `zone`. */
  async setZoneNext(checklistId: string, zone: string, nextRunAt: Date | null, m?: EntityManager): Promise<void> {
    await this.db(m).query(`UPDATE shares SET next_run_at = $3 WHERE checklist_id = $1 AND time_zone = $2`, [checklistId, zone, nextRunAt]);
  }

  /** A recipient's own zone (null: the schedule's) and their next run start in it. */
  async setShareZone(shareId: string, zone: string | null, nextRunAt: Date | null, m?: EntityManager): Promise<void> {
    await this.db(m).query(`UPDATE shares SET time_zone = $2, next_run_at = $3 WHERE id = $1`, [shareId, zone, nextRunAt]);
  }

  /** The checklist's active recipients with their own zone whose next run start is within `horizon`, by (zone, moment). */
  async due(checklistId: string, horizon: Date, m: EntityManager): Promise<DueZoneRow[]> {
    return m.query(
      `SELECT time_zone, next_run_at, array_agg(id) AS share_ids FROM shares
        WHERE checklist_id = $1 AND time_zone IS NOT NULL AND next_run_at <= $2 AND revoked_at IS NULL
        GROUP BY time_zone, next_run_at ORDER BY next_run_at, time_zone`,
      [checklistId, horizon],
    );
  }

  /** Moves the group's next run start, once it started. */
  async setSharesNext(shareIds: string[], nextRunAt: Date | null, m: EntityManager): Promise<void> {
    await m.query(`UPDATE shares SET next_run_at = $2 WHERE id = ANY($1::uuid[])`, [shareIds, nextRunAt]);
  }
}
