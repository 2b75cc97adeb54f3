import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import { EmailTokenEntity, type EmailTokenPurpose } from './email-token.entity';

/** Every statement on `email_tokens`. A token is live while unused and unexpired; only its hash is stored. */
@Injectable()
export class EmailTokensRepository extends SqlRepository {
  /** The new token's id. */
  async insert(userId: string, purpose: EmailTokenPurpose, tokenHash: string, expiresAt: Date, m?: EntityManager): Promise<string> {
    const row = await this.db(m).save(this.db(m).create(EmailTokenEntity, { userId, purpose, tokenHash, expiresAt, usedAt: null }));
    return row.id;
  }

  /** The user of a live token, without spending it. */
  async liveUserId(tokenHash: string, purpose: EmailTokenPurpose, m?: EntityManager): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await this.db(m).query(
      `SELECT user_id FROM email_tokens
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash, purpose],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Spends a live token atomically (of two racing requests, one wins) and returns its user.
   * With `id`, the token must also have that id (verification links carry both).
   */
  async spend(tokenHash: string, purpose: EmailTokenPurpose, id: string | null, m?: EntityManager): Promise<string | null> {
    const result: [Array<{ user_id: string }>, number] = await this.db(m).query(
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND ($3::uuid IS NULL OR id = $3::uuid)
          AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [tokenHash, purpose, id],
    );
    return result[0]?.[0]?.user_id ?? null;
  }

  /**
   * Whether a verification link (its hash and id) was already used and its owner's address is
   * verified: a re-clicked link, answered as a success without signing in (issue 44).
   */
  async usedForVerifiedAddress(tokenHash: string, id: string, m?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.db(m).query(
      `SELECT 1 FROM email_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.purpose = 'verify' AND t.id = $2::uuid AND t.used_at IS NOT NULL AND u.email_validated`,
      [tokenHash, id],
    );
    return rows.length > 0;
  }

  /** Spends every live token of one kind for a user. */
  async spendAll(userId: string, purpose: EmailTokenPurpose, m?: EntityManager): Promise<void> {
    await this.db(m).query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [
      userId,
      purpose,
    ]);
  }

  /** Gives one user's live tokens of a kind to another row. */
  async handOver(fromId: string, toId: string, purpose: EmailTokenPurpose, m: EntityManager): Promise<void> {
    await m.query(`UPDATE email_tokens SET user_id = $2 WHERE user_id = $1 AND purpose = $3 AND used_at IS NULL`, [fromId, toId, purpose]);
  }

  /**
   * Deletes up to `limit` tokens that expired before `expiredBefore` or were used before `usedBefore`,
   * through email_tokens_expires_idx and email_tokens_used_idx; answers how many went.
   */
  async prune(expiredBefore: Date, usedBefore: Date, limit: number): Promise<number> {
    const rows: Array<{ n: number }> = await this.db().query(
      `WITH doomed AS (
         (SELECT id FROM email_tokens WHERE expires_at < $1 LIMIT $3)
         UNION
         (SELECT id FROM email_tokens WHERE used_at < $2 LIMIT $3)
       ), pruned AS (DELETE FROM email_tokens WHERE id IN (SELECT id FROM doomed) RETURNING 1)
       SELECT count(*)::int AS n FROM pruned`,
      [expiredBefore, usedBefore, limit],
    );
    return rows[0]?.n ?? 0;
  }
}
