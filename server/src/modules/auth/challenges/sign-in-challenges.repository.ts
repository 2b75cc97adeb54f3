import { Injectable } from '@nestjs/common';
import { randomToken, sha256Hex } from '../../../common/crypto';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';
import type { SignInChallengePurpose } from './sign-in-challenge.entity';

/** A challenge found by its secret: whose it is and what it carries. */
export interface SignInChallenge {
  userId: string | null;
  data: string | null;
}

/**
 * Every statement on `sign_in_challenges`. A challenge is found by its secret (only the hash is
 * stored), for its purpose, while it lives; `take` ends it in the same statement, so of two
 * requests with one secret only one gets it.
 */
@Injectable()
export class SignInChallengesRepository extends SqlRepository {
  /** A new challenge; its secret (shown to the client once). */
  async create(purpose: SignInChallengePurpose, userId: string | null, data: string | null, lifetimeMs: number, secret = randomToken()): Promise<string> {
    await this.db().query(
      `INSERT INTO sign_in_challenges (purpose, key_hash, user_id, data, expires_at) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
      [purpose, sha256Hex(secret), userId, data, lifetimeMs],
    );
    return secret;
  }

  async peek(purpose: SignInChallengePurpose, secret: string): Promise<SignInChallenge | null> {
    const rows: Array<{ user_id: string | null; data: string | null }> = await this.db().query(
      `SELECT user_id, data FROM sign_in_challenges WHERE purpose = $1 AND key_hash = $2 AND expires_at > now()`,
      [purpose, sha256Hex(secret)],
    );
    return rows[0] ? { userId: rows[0].user_id, data: rows[0].data } : null;
  }

  /** Takes a live challenge once: the first caller gets it, every later one null. */
  async take(purpose: SignInChallengePurpose, secret: string): Promise<SignInChallenge | null> {
    const result: unknown = await this.db().query(
      `DELETE FROM sign_in_challenges WHERE purpose = $1 AND key_hash = $2 RETURNING user_id, data, expires_at > now() AS live`,
      [purpose, sha256Hex(secret)],
    );
    const row = returnedRows<{ user_id: string | null; data: string | null; live: boolean }>(result)[0];
    return row?.live ? { userId: row.user_id, data: row.data } : null;
  }

  /** Deletes the expired ones; how many. */
  async purgeExpired(): Promise<number> {
    const rows: Array<{ n: number }> = await this.db().query(
      `WITH purged AS (DELETE FROM sign_in_challenges WHERE expires_at < now() RETURNING 1) SELECT count(*)::int AS n FROM purged`,
    );
    return rows[0]?.n ?? 0;
  }
}
