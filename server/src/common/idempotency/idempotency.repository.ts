import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository';

export interface StoredAnswer {
  requestHash: string;
  /** Null while the first request with this key is still running. */
  status: number | null;
  /** The first answer's body, the very JSON text it was sent as. */
  body: string | null;
}

/** Every statement on idempotency_keys: one row per caller and key, kept 24 h. */
@Injectable()
export class IdempotencyRepository extends SqlRepository {
  /**
   * Claims the key for this request in one statement: true when this request is the first (or the
   * previous claim was abandoned: its lease ran out, or it is over 24 h old).
   */
  async claim(caller: string, key: string, requestHash: string, leaseSeconds: number): Promise<boolean> {
    const rows: unknown[] = await this.db().query(
      `INSERT INTO idempotency_keys (caller, key, request_hash, locked_until)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (caller, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL,
             locked_until = EXCLUDED.locked_until, created_at = now()
         WHERE idempotency_keys.created_at < now() - interval '24 hours'
            OR (idempotency_keys.status IS NULL AND idempotency_keys.locked_until < now())
       RETURNING 1`,
      [caller, key, requestHash, leaseSeconds],
    );
    return rows.length === 1;
  }

  async find(caller: string, key: string): Promise<StoredAnswer | null> {
    const rows: Array<{ request_hash: string; status: number | null; body: string | null }> = await this.db().query(
      `SELECT request_hash, status, body FROM idempotency_keys
        WHERE caller = $1 AND key = $2 AND created_at >= now() - interval '24 hours'`,
      [caller, key],
    );
    const row = rows[0];
    return row ? { requestHash: row.request_hash, status: row.status, body: row.body } : null;
  }

  /** Keeps the answer as the JSON text that is sent (text, not jsonb: jsonb would reorder its keys). */
  async complete(caller: string, key: string, status: number, json: string): Promise<void> {
    await this.db().query(`UPDATE idempotency_keys SET status = $3, body = $4, locked_until = NULL WHERE caller = $1 AND key = $2`, [
      caller,
      key,
      status,
      json,
    ]);
  }

  /** The work failed: the key is free again, so a retry does the work (and may succeed). */
  async release(caller: string, key: string): Promise<void> {
    await this.db().query(`DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND status IS NULL`, [caller, key]);
  }

  /** Keys are kept 24 h; called by the retention job. */
  async deleteExpired(): Promise<number> {
    const rows: unknown[] = await this.db().query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours' RETURNING 1`);
    return rows.length;
  }
}
