import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';

/** An owner's authenticator app as stored: the sealed secret, and whether set-up finished. */
export interface TotpRow {
  secretSealed: string;
  enabled: boolean;
}

/** Every statement on `user_totp`. */
@Injectable()
export class TotpRepository extends SqlRepository {
  async find(userId: string): Promise<TotpRow | null> {
    const rows: Array<{ secret_sealed: string; enabled: boolean }> = await this.db().query(
      `SELECT secret_sealed, enabled_at IS NOT NULL AS enabled FROM user_totp WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    return row ? { secretSealed: row.secret_sealed, enabled: row.enabled } : null;
  }

  /** Whether the owner signs in with a code (set-up finished). */
  async isEnabled(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db().query(`SELECT 1 FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`, [userId]);
    return rows.length > 0;
  }

  /** Starts (or starts again) a set-up with a new secret; false when a finished one is there (nothing changes). */
  async savePending(userId: string, secretSealed: string): Promise<boolean> {
    const result: unknown = await this.db().query(
      `INSERT INTO user_totp (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, created_at = now(), last_used_step = NULL
        WHERE user_totp.enabled_at IS NULL
       RETURNING user_id`,
      [userId, secretSealed],
    );
    return returnedRows(result).length > 0;
  }

  /** Finishes the set-up, the confirming code's step spent; false when no set-up was pending. */
  async enable(userId: string, step: number, m: EntityManager): Promise<boolean> {
    const result: unknown = await m.query(
      `UPDATE user_totp SET enabled_at = now(), last_used_step = $2 WHERE user_id = $1 AND enabled_at IS NULL RETURNING user_id`,
      [userId, step],
    );
    return returnedRows(result).length > 0;
  }

  /**
   * Spends a code's time step: true only for a step later than the last one spent, so a code
   * (seen over a shoulder, or sent twice) works once. One statement: of two requests, one wins.
   */
  async spendStep(userId: string, step: number): Promise<boolean> {
    const result: unknown = await this.db().query(
      `UPDATE user_totp SET last_used_step = $2
        WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2) RETURNING user_id`,
      [userId, step],
    );
    return returnedRows(result).length > 0;
  }

  async delete(userId: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM user_totp WHERE user_id = $1`, [userId]);
  }
}
