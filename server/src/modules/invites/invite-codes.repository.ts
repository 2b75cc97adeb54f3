import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';

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

  async insert(code: string, uses: number, m?: EntityManager): Promise<void> {
    await this.db(m).query(`INSERT INTO invite_codes (code, uses_remaining) VALUES ($1, $2)`, [code, uses]);
  }
}
