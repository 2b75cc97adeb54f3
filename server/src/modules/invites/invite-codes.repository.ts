import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';

/** The advisory lock key of the first code's check-and-insert (any constant, the same in every replica). */
const FIRST_CODE_LOCK_KEY = 7_301_466_202;

/** Every statement on `invite_codes` (also used by the invites CLI, outside Nest). */
@Injectable()
export class InviteCodesRepository extends SqlRepository {
  async hasUsesLeft(code: string, m?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.db(m).query(`SELECT 1 FROM invite_codes WHERE code = $1 AND uses_remaining > 0`, [code]);
    return rows.length > 0;
  }

  /**
   * Spends one use. The conditional UPDATE takes the row lock, so of two sign-ups racing for the
   * last use exactly one sees a row changed. False when none was left.
   */
  async spendOne(code: string, m: EntityManager): Promise<boolean> {
    const [, changed]: [unknown[], number] = await m.query(
      `UPDATE invite_codes SET uses_remaining = uses_remaining - 1 WHERE code = $1 AND uses_remaining > 0`,
      [code],
    );
    return changed === 1;
  }

  /**
   * Stores `code` with one use unless some code still has uses left; true when stored. Replicas
   * starting together each try: the transaction-level advisory lock lets one in at a time, and the
   * next one's check (a fresh snapshot, after the first committed) finds that code.
   */
  async insertFirstIfNoneUsable(code: string): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [FIRST_CODE_LOCK_KEY]);
      const usable: unknown[] = await m.query(`SELECT 1 FROM invite_codes WHERE uses_remaining > 0 LIMIT 1`);
      if (usable.length > 0) return false;
      await this.insert(code, 1, m);
      return true;
    });
  }

  async insert(code: string, uses: number, m?: EntityManager): Promise<void> {
    await this.db(m).query(`INSERT INTO invite_codes (code, uses_remaining) VALUES ($1, $2)`, [code, uses]);
  }
}
