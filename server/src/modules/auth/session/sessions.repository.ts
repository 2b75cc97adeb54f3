import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionMethod } from '@ticklist/contracts';
import { returnedRows } from '../../../database/sql-fragments';
import { SqlRepository } from '../../../database/sql-repository';
import { SessionEntity } from './session.entity';

/** What a new session records about where it was signed in from. */
export interface SessionOrigin {
  device: string | null;
  place: string | null;
}

/** A session that still lets its tokens through: not ended, and not expired (a legacy one lives as long as its tokens' own `exp`). */
const LIVE = `ended_at IS NULL AND (legacy OR expires_at > now())`;

/**
 * Every statement on `sessions` but the guard's (UsersRepository.findBySession joins the session
 * into the user lookup every request makes, so checking it costs no round trip).
 */
@Injectable()
export class SessionsRepository extends SqlRepository {
  /** A new session of the user, signed in with `method`, live for `lifetimeSeconds` (the token's own lifetime). */
  async insert(userId: string, origin: SessionOrigin, lifetimeSeconds: number, method: SessionMethod = 'password'): Promise<string> {
    const rows: Array<{ id: string }> = await this.db().query(
      `INSERT INTO sessions (user_id, device, place, last_used_at, expires_at, method)
       VALUES ($1, $2, $3, now(), now() + $4 * interval '1 second', $5) RETURNING id`,
      [userId, origin.device, origin.place, lifetimeSeconds, method],
    );
    return rows[0]!.id;
  }

  /** How a session signed in (null: no such session). */
  async methodOf(sessionId: string): Promise<SessionMethod | null> {
    const rows: Array<{ method: SessionMethod }> = await this.db().query(`SELECT method FROM sessions WHERE id = $1`, [sessionId]);
    return rows[0]?.method ?? null;
  }

  /** The user's live sessions, newest first (the legacy one listed only while its tokens may still be valid). */
  listLive(userId: string): Promise<SessionEntity[]> {
    return this.db()
      .createQueryBuilder(SessionEntity, 's')
      .where('s.user_id = :userId', { userId })
      .andWhere('s.ended_at IS NULL AND s.expires_at > now()')
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getMany();
  }

  /**
   * Marks a session used, at most once a minute (the guard calls it only when the last use it read
   * is older; the condition keeps concurrent requests from writing twice). A legacy session also
   * learns how long the token seen lives, so it is listed for as long as that token works.
   */
  async touch(id: string, tokenExpiresAt: Date): Promise<void> {
    await this.db().query(
      `UPDATE sessions SET last_used_at = now(), expires_at = CASE WHEN legacy THEN greatest(expires_at, $2) ELSE expires_at END
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id, tokenExpiresAt],
    );
  }

  /** Ends one of the user's live sessions; false when the user has no live session with that id. */
  async endOne(userId: string, id: string): Promise<boolean> {
    const result: unknown = await this.db().query(
      `UPDATE sessions SET ended_at = now() WHERE id = $1 AND user_id = $2 AND ${LIVE} RETURNING id`,
      [id, userId],
    );
    return returnedRows(result).length > 0;
  }

  /** Ends every live session of the user but `keep`; the ids ended. */
  async endOthers(userId: string, keep: string | null): Promise<string[]> {
    const result: unknown = await this.db().query(
      `UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND id IS DISTINCT FROM $2 AND ${LIVE} RETURNING id`,
      [userId, keep],
    );
    return returnedRows<{ id: string }>(result).map((r) => r.id);
  }

  /** Ends every session of the user (a password change or reset), inside its transaction. */
  async endAll(userId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL`, [userId]);
  }

  /** Deletes the sessions that ended or expired (their device and place go with them); how many. */
  async purgeFinished(): Promise<number> {
    // Counted where they are deleted: no id crosses the wire.
    const rows: Array<{ n: number }> = await this.db().query(
      `WITH purged AS (DELETE FROM sessions WHERE ended_at IS NOT NULL OR expires_at < now() RETURNING 1) SELECT count(*)::int AS n FROM purged`,
    );
    return rows[0]?.n ?? 0;
  }
}
