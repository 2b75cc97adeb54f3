import { Injectable } from '@nestjs/common';
import type { WebhookEventType } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';

export interface WebhookEndpointRow {
  id: string;
  owner_id: string;
  url: string;
  events: WebhookEventType[];
  paused: boolean;
  disabled_at: Date | null;
  created_at: Date;
}

/** What the sender needs to sign: the sealed secrets still valid. */
export interface EndpointSigningRow {
  id: string;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
}

const COLUMNS = 'id, owner_id, url, events, paused, disabled_at, created_at';

/** For UPDATE/DELETE … RETURNING the postgres driver answers [rows, affectedCount]. */
const returned = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

/** Every statement on webhook_endpoints. Another owner's endpoint is simply not found (every statement is keyed by owner). */
@Injectable()
export class WebhookEndpointsRepository extends SqlRepository {
  listForOwner(ownerId: string): Promise<WebhookEndpointRow[]> {
    return this.db().query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner_id = $1 ORDER BY created_at DESC, id`, [ownerId]);
  }

  async findForOwner(ownerId: string, id: string): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.db().query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner_id = $1 AND id = $2`, [ownerId, id]);
    return rows[0] ?? null;
  }

  /** Inserts unless the owner has `max` endpoints already (the cap is checked in the insert itself). */
  async insert(row: { ownerId: string; url: string; events: WebhookEventType[]; secretSealed: string }, max: number): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.db().query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret_sealed)
       SELECT $1, $2, $3::text[], $4 WHERE (SELECT count(*) FROM webhook_endpoints WHERE owner_id = $1) < $5
       RETURNING ${COLUMNS}`,
      [row.ownerId, row.url, row.events, row.secretSealed, max],
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
          WHERE owner_id = $1 AND id = $2
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

  /** A new secret; the current one stays valid until `previousUntil`. */
  async rotate(ownerId: string, id: string, secretSealed: string, previousUntilMs: number): Promise<(WebhookEndpointRow & { previous_secret_until: Date }) | null> {
    const rows = returned<WebhookEndpointRow & { previous_secret_until: Date }>(
      await this.db().query(
        `UPDATE webhook_endpoints
            SET previous_secret_sealed = secret_sealed, secret_sealed = $3,
                previous_secret_until = now() + make_interval(secs => $4::float8 / 1000)
          WHERE owner_id = $1 AND id = $2
          RETURNING ${COLUMNS}, previous_secret_until`,
        [ownerId, id, secretSealed, previousUntilMs],
      ),
    );
    return rows[0] ?? null;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const rows = returned<{ id: string }>(await this.db().query(`DELETE FROM webhook_endpoints WHERE owner_id = $1 AND id = $2 RETURNING id`, [ownerId, id]));
    return rows.length > 0;
  }

  async signingOf(id: string): Promise<EndpointSigningRow | null> {
    const rows: EndpointSigningRow[] = await this.db().query(
      `SELECT id, url, secret_sealed, CASE WHEN previous_secret_until > now() THEN previous_secret_sealed END AS previous_secret_sealed
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
