import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';

/** Every statement on `user_recovery_codes`. */
@Injectable()
export class RecoveryCodesRepository extends SqlRepository {
  /** The owner's codes become these (the old ones are void), inside the caller's transaction. */
  async replace(userId: string, hashes: string[], m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
    await m.query(`INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::varchar[])`, [userId, hashes]);
  }

  /** Spends an unused code; false when the owner has no such unused code. One statement: a code works once. */
  async spend(userId: string, hash: string): Promise<boolean> {
    const result: unknown = await this.db().query(
      `UPDATE user_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, hash],
    );
    return returnedRows(result).length > 0;
  }

  async deleteAll(userId: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
  }
}
