import { Injectable } from '@nestjs/common';
import { isoTimestamp, returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { PRESENCE_LEASE_MS } from './presence-timing';
import { VIEWING } from './share-presence.sql';

/** A share whose presence changed: its checklist and when its recipient was last seen (ISO). */
export interface PresenceChangeRow {
  share_id: string;
  checklist_id: string;
  last_seen_at: string | null;
}

/** A write that changed whether the share's page is open anywhere: the share and its new state. */
export interface PresenceWriteRow extends PresenceChangeRow {
  viewing: boolean;
}

const LEASE = `now() + interval '${PRESENCE_LEASE_MS} milliseconds'`;

/**
 * Every statement on `share_presence` (one row per share and process holding guest sockets of it:
 * their count and a lease) and on `shares.last_seen_at`.
 */
@Injectable()
export class SharePresenceRepository extends SqlRepository {
  /**
   * Writes this process's socket count for the share with a fresh lease (0 removes its row; nothing
   * for a share that is gone). When that changes whether anyone has the share's page open, the
   * recipient is marked seen now and the share comes back with the new state. One call of
   * share_presence_write (migration 1796000000000): under the share's advisory lock, so processes
   * writing one share at once take turns and each sees the others' rows.
   */
  async write(shareId: string, processId: string, sockets: number): Promise<PresenceWriteRow | null> {
    const rows = await this.prepared<PresenceWriteRow>(
      'presence-write',
      `SELECT share_id, checklist_id, ${isoTimestamp('last_seen_at')} AS last_seen_at, viewing FROM share_presence_write($1, $2, $3, $4)`,
      [shareId, processId, sockets, PRESENCE_LEASE_MS],
    );
    return rows[0] ?? null;
  }

  /** The shares of a checklist whose recipient has the guest page open now (never a revoked one). */
  viewingOn(checklistId: string): Promise<PresenceChangeRow[]> {
    return this.db().query(
      `SELECT s.id AS share_id, s.checklist_id, ${isoTimestamp('s.last_seen_at')} AS last_seen_at
         FROM shares s
        WHERE s.checklist_id = $1 AND s.revoked_at IS NULL AND ${VIEWING('s')}`,
      [checklistId],
    );
  }

  /** Renews this process's leases of these shares; answers the shares that still had a row. */
  async renew(processId: string, shareIds: string[]): Promise<string[]> {
    const rows = await this.prepared<{ share_id: string }>(
      'presence-renew',
      `UPDATE share_presence SET expires_at = ${LEASE} WHERE process_id = $1 AND share_id = ANY($2::uuid[]) RETURNING share_id`,
      [processId, shareIds],
    );
    return rows.map((r) => r.share_id);
  }

  /**
   * Deletes rows whose lease ran out (their process died) and, for each share left with no live
   * row, dates its last sighting to the last renewal: one statement, so each expired row is
   * reported by exactly one sweep.
   */
  async sweepExpired(): Promise<PresenceChangeRow[]> {
    return returnedRows<PresenceChangeRow>(
      await this.db().query(
        `WITH expired AS (
           DELETE FROM share_presence WHERE expires_at <= now() RETURNING share_id, expires_at
         ), gone AS (
           SELECT share_id, max(expires_at) - interval '${PRESENCE_LEASE_MS} milliseconds' AS renewed_at FROM expired GROUP BY share_id
         )
         UPDATE shares s SET last_seen_at = GREATEST(COALESCE(s.last_seen_at, g.renewed_at), g.renewed_at)
           FROM gone g
          WHERE s.id = g.share_id AND NOT ${VIEWING('s')}
         RETURNING s.id AS share_id, s.checklist_id, ${isoTimestamp('s.last_seen_at')} AS last_seen_at`,
      ),
    );
  }

  /** This process's rows, at a clean shutdown (its sockets are being closed). */
  async deleteProcess(processId: string): Promise<void> {
    await this.db().query(`DELETE FROM share_presence WHERE process_id = $1`, [processId]);
  }
}
