import { Injectable } from '@nestjs/common';
import { PASSKEY_MAX } from '@ticklist/contracts';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';
import { PasskeyEntity } from './passkey.entity';

/** What a new passkey stores. */
export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
  name: string;
}

/** Every statement on `passkeys`. */
@Injectable()
export class PasskeysRepository extends SqlRepository {
  /** The owner's passkeys, newest first. */
  listOf(userId: string): Promise<PasskeyEntity[]> {
    return this.db().createQueryBuilder(PasskeyEntity, 'p').where('p.user_id = :userId', { userId }).orderBy('p.created_at', 'DESC').addOrderBy('p.id', 'DESC').getMany();
  }

  async countOf(userId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db().query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]);
    return rows[0]?.n ?? 0;
  }

  /**
   * Adds a passkey while the owner holds fewer than PASSKEY_MAX (the owner's row is locked, so two
   * additions at once cannot pass the limit together): the new row, 'full', or 'taken' when the
   * credential is registered already.
   */
  async insert(userId: string, p: NewPasskey): Promise<PasskeyEntity | 'full' | 'taken'> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ n }] = (await m.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId])) as Array<{ n: number }>;
      if (n >= PASSKEY_MAX) return 'full';
      const result: unknown = await m.query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
        [userId, p.credentialId, p.publicKey, p.counter, p.transports, p.name],
      );
      const id = returnedRows<{ id: string }>(result)[0]?.id;
      return id ? m.findOneByOrFail(PasskeyEntity, { id }) : 'taken';
    });
  }

  findByCredentialId(credentialId: string): Promise<PasskeyEntity | null> {
    return this.db().findOneBy(PasskeyEntity, { credentialId });
  }

  /**
   * Records a sign-in with the counter the authenticator reported: only forward (an authenticator
   * without a counter reports 0 every time), so of two sign-ins with one assertion only one passes.
   */
  async used(id: string, storedCounter: string, newCounter: number): Promise<boolean> {
    const result: unknown = await this.db().query(
      `UPDATE passkeys SET counter = $3, last_used_at = now() WHERE id = $1 AND counter = $2 AND ($3 > counter OR ($3 = 0 AND counter = 0)) RETURNING id`,
      [id, storedCounter, newCounter],
    );
    return returnedRows(result).length > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result: unknown = await this.db().query(`DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
    return returnedRows(result).length > 0;
  }
}
