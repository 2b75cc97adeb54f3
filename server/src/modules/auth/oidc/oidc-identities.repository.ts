import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';

/** Every statement on `oidc_identities`. */
@Injectable()
export class OidcIdentitiesRepository extends SqlRepository {
  /** The account a subject of the issuer signs in to. */
  async userOf(issuer: string, subject: string, m?: EntityManager): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await this.db(m).query(`SELECT user_id FROM oidc_identities WHERE issuer = $1 AND subject = $2`, [issuer, subject]);
    return rows[0]?.user_id ?? null;
  }

  /** Links the subject to the account; false when the account already has another subject at this issuer (or the subject another account). */
  async link(userId: string, issuer: string, subject: string, m: EntityManager): Promise<boolean> {
    const result: unknown = await m.query(
      `INSERT INTO oidc_identities (user_id, issuer, subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, issuer, subject],
    );
    return returnedRows(result).length > 0;
  }
}
