import { Injectable } from '@nestjs/common';
import type { WebhookEventType } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';

export interface WebhookEndpointRow {
  id: string;
  owner_id: string;
  workspace_id: string;
  url: string;
  events: WebhookEventType[];
  paused: boolean;
  disabled_at: Date | null;
  created_at: Date;
}

/** What the sender needs to sign: the sealed secrets still valid. */
export interface EndpointSigningRow {
  id: string;
  /** Sent in every body (issue 47): the workspace whose events the endpoint receives. */
  workspace_id: string;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
}

const COLUMNS = 'id, owner_id, workspace_id, url, events, paused, disabled_at, created_at';

/**
 * Issue 47: the admins of an endpoint's workspace manage it (in a personal workspace, its owner).
 * `$1` is the caller's id; anyone else's endpoint is simply not found.
 */
export const MANAGED_BY_$1 = `workspace_id IN (SELECT wm.workspace_id FROM workspace_members wm WHERE wm.user_id = $1 AND wm.role = 'admin')`;

/** For UPDATE/DELETE … RETURNING the postgres driver answers [rows, affectedCount]. */
const returned = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

/**
 * Every statement on webhook_endpoints. An endpoint the caller does not manage (MANAGED_BY_$1) is
 * simply not found: every statement that names one is keyed by the caller.
 */
@Injectable()
export class WebhookEndpointsRepository extends SqlRepository {
  /** A workspace's endpoints (the caller checked that the reader is its admin). */
  listOfWorkspace(workspaceId: string): Promise<WebhookEndpointRow[]> {
    return this.db().query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE workspace_id = $1 ORDER BY created_at DESC, id`, [workspaceId]);
  }

  async findForOwner(ownerId: string, id: string): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.db().query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE ${MANAGED_BY_$1} AND id = $2`, [ownerId, id]);
    return rows[0] ?? null;
  }

  /**
   * Inserts unless the workspace has `max` endpoints already (the cap is checked in the insert
   * itself; the workspace row's lock keeps two concurrent inserts from both passing it).
   */
  async insert(row: { ownerId: string; workspaceId: string; url: string; events: WebhookEventType[]; secretSealed: string }, max: number): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.db().query(
      `WITH locked AS (SELECT id FROM workspaces WHERE id = $2 FOR UPDATE)
       INSERT INTO webhook_endpoints (owner_id, workspace_id, url, events, secret_sealed)
       SELECT $1, locked.id, $3, $4::text[], $5 FROM locked
        WHERE (SELECT count(*) FROM webhook_endpoints WHERE workspace_id = locked.id) < $6
       RETURNING ${COLUMNS}`,
      [row.ownerId, row.workspaceId, row.url, row.events, row.secretSealed, max],
    );
    return rows[0] ?? null;
  }

  /** Pause or resume (resuming also lifts a disable, forgets past failures and notes when: see markFailed), and/or new events. */
  async update(ownerId: string, id: string, change: { paused?: boolean; events?: WebhookEventType[] }): Promise<WebhookEndpointRow | null> {
    const rows = returned<WebhookEndpointRow>(
      await this.db().query(
        `UPDATE webhook_endpoints
            SET paused = COALESCE($3, paused),
                events = COALESCE($4::text[], events),
                disabled_at = CASE WHEN $3 = false THEN NULL ELSE disabled_at END,
                failing_since = CASE WHEN $3 = false THEN NULL ELSE failing_since END,
                resumed_at = CASE WHEN $3 = false AND paused THEN now() ELSE resumed_at END
          WHERE ${MANAGED_BY_$1} AND id = $2
          RETURNING ${COLUMNS}`,
        [ownerId, id, change.paused ?? null, change.events ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /** Pauses every endpoint of the owner that is not paused yet (account recovery); how many it paused. */
  async pauseAllOfOwner(ownerId: string): Promise<number> {
    const rows = returned<{ id: string }>(
      await this.db().query(`UPDATE webhook_endpoints SET paused = true WHERE owner_id = $1 AND NOT paused RETURNING id`, [ownerId]),
    );
    return rows.length;
  }

  /** Pauses the endpoints a member made in a workspace they were removed from or left (issue 47); how many it paused. */
  async pauseOfMember(workspaceId: string, userId: string): Promise<number> {
    const rows = returned<{ id: string }>(
      await this.db().query(`UPDATE webhook_endpoints SET paused = true WHERE workspace_id = $1 AND owner_id = $2 AND NOT paused RETURNING id`, [workspaceId, userId]),
    );
    return rows.length;
  }

  /** A new secret; the current one stays valid until `previousUntil`. */
  async rotate(ownerId: string, id: string, secretSealed: string, previousUntilMs: number): Promise<(WebhookEndpointRow & { previous_secret_until: Date }) | null> {
    const rows = returned<WebhookEndpointRow & { previous_secret_until: Date }>(
      await this.db().query(
        `UPDATE webhook_endpoints
            SET previous_secret_sealed = secret_sealed, secret_sealed = $3,
                previous_secret_until = now() + make_interval(secs => $4::float8 / 1000)
          WHERE ${MANAGED_BY_$1} AND id = $2
          RETURNING ${COLUMNS}, previous_secret_until`,
        [ownerId, id, secretSealed, previousUntilMs],
      ),
    );
    return rows[0] ?? null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const rows = returned<{ id: string }>(await this.db().query(`DELETE FROM webhook_endpoints WHERE ${MANAGED_BY_$1} AND id = $2 RETURNING id`, [ownerId, id]));
    return rows.length > 0;
  }

  async signingOf(id: string): Promise<EndpointSigningRow | null> {
    const rows: EndpointSigningRow[] = await this.db().query(
      `SELECT id, workspace_id, url, secret_sealed, CASE WHEN previous_secret_until > now() THEN previous_secret_sealed END AS previous_secret_sealed
         FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markHealthy(id: string): Promise<void> {
    await this.db().query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [id]);
  }

  /**
   * Records a failure; when the endpoint has been failing for `windowMs`, disables it, once: only
   * the statement that sets disabled_at answers its owner's id and URL (for the one e-mail).
   */
  async recordFailure(id: string, windowMs: number): Promise<{ owner_id: string; url: string } | null> {
    await this.db().query(`UPDATE webhook_endpoints SET failing_since = now() WHERE id = $1 AND failing_since IS NULL`, [id]);
    const rows = returned<{ owner_id: string; url: string }>(
      await this.db().query(
        `UPDATE webhook_endpoints SET disabled_at = now()
          WHERE id = $1 AND disabled_at IS NULL AND failing_since <= now() - make_interval(secs => $2::float8 / 1000)
          RETURNING owner_id, url`,
        [id, windowMs],
      ),
    );
    return rows[0] ?? null;
  }
}
