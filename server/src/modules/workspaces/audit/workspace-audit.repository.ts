import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { KeysetCursor } from '../../../common/keyset-cursor';
import { epochMicros, isoTimestamp } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';

export interface NewAuditEntry {
  workspaceId: string;
  actorId: string;
  via: { kind: 'session' | 'token'; id: string | null };
  action: string;
  target: { type: string; id: string };
}

export interface AuditRow {
  id: string;
  at: string;
  atUs: string;
  actorId: string | null;
  actorEmail: string | null;
  /** The actor's username while they are a member of the workspace; null once they are not. */
  actorName: string | null;
  viaKind: 'session' | 'token';
  viaId: string | null;
  action: string;
  targetType: string;
  targetId: string;
}

/** Every statement on `workspace_audit`. */
@Injectable()
export class WorkspaceAuditRepository extends SqlRepository {
  async insert(entry: NewAuditEntry, m?: EntityManager): Promise<void> {
    await this.db(m).query(
      `INSERT INTO workspace_audit (workspace_id, actor_id, via_kind, via_id, action, target_type, target_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [entry.workspaceId, entry.actorId, entry.via.kind, entry.via.id, entry.action, entry.target.type, entry.target.id],
    );
  }

  /** Deletes up to `limit` entries older than `before` (the one-year retention); answers how many went. */
  async prune(before: Date, limit: number): Promise<number> {
    const rows: Array<{ n: number }> = await this.db().query(
      `WITH pruned AS (DELETE FROM workspace_audit WHERE id IN (SELECT id FROM workspace_audit WHERE at < $1 LIMIT $2) RETURNING 1)
       SELECT count(*)::int AS n FROM pruned`,
      [before, limit],
    );
    return rows[0]?.n ?? 0;
  }

  /** Clears the addresses of deleted actors kept since before `before` (30 days after the deletion); answers how many. */
  async forgetGoneActors(before: Date): Promise<number> {
    const rows: Array<{ n: number }> = await this.db().query(
      `WITH cleared AS (UPDATE workspace_audit SET actor_email = NULL WHERE actor_email IS NOT NULL AND actor_gone_at < $1 RETURNING 1)
       SELECT count(*)::int AS n FROM cleared`,
      [before],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * A page of entries, newest first, after `cursor` (the previous page's last entry). The actor's
   * address: the account's, or for 30 days after its deletion the one kept (the prune clears it).
   */
  page(workspaceId: string, limit: number, cursor: KeysetCursor | null): Promise<AuditRow[]> {
    const after = cursor ? `AND (${epochMicros('a.at')}, a.id) < ($3::bigint, $4::uuid)` : '';
    return this.db().query(
      `SELECT a.id, ${isoTimestamp('a.at')} AS at, ${epochMicros('a.at')}::text AS "atUs", a.actor_id AS "actorId", COALESCE(u.email, a.actor_email) AS "actorEmail",
              (SELECT COALESCE(mu.username, split_part(mu.email, '@', 1)) FROM workspace_members wm JOIN users mu ON mu.id = wm.user_id
                WHERE wm.workspace_id = a.workspace_id AND wm.user_id = a.actor_id) AS "actorName",
              a.via_kind AS "viaKind", a.via_id AS "viaId", a.action, a.target_type AS "targetType", a.target_id AS "targetId"
         FROM workspace_audit a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.workspace_id = $1 ${after}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $2`,
      cursor ? [workspaceId, limit, cursor.atUs, cursor.id] : [workspaceId, limit],
    );
  }
}
