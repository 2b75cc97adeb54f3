import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export type MailJobStatus = 'pending' | 'sending' | 'failed';

/** A claimed job: what the sender needs, and `attempts` as the fence of this claim. */
export interface ClaimedMailJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const CLAIMED_COLUMNS = 'id, kind, payload, attempts';

/** For UPDATE/DELETE … RETURNING the postgres driver answers [rows, affectedCount]. */
const returned = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

/**
 * Every statement on `mail_jobs`. Claims are single statements (autocommit), so no transaction is
 * ever held open across an SMTP call: on PGlite, one session, that would stall every request.
 * A claim sets status 'sending' and a lease (locked_until) and counts the attempt; the result is
 * recorded only by the claim that still holds the job (same attempts), so a claimer that outlived
 * its lease cannot overwrite the next one's result.
 */
@Injectable()
export class MailJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a job already claimed by the caller for its first attempt (inside the caller's transaction with `manager`). */
  async insertClaimed(kind: string, payload: Record<string, unknown>, leaseMs: number, manager?: EntityManager): Promise<ClaimedMailJob> {
    const [job] = returned<ClaimedMailJob>(
      await (manager ?? this.dataSource).query(
        `INSERT INTO mail_jobs (kind, payload, status, attempts, locked_until)
         VALUES ($1, $2, 'sending', 1, now() + make_interval(secs => $3::float8 / 1000))
         RETURNING ${CLAIMED_COLUMNS}`,
        [kind, payload, leaseMs],
      ),
    );
    return job!;
  }

  /** Inside the caller's transaction: many jobs of one kind, due now, for whichever process claims them (one statement). */
  async insertDue(manager: EntityManager, kind: string, payloads: Record<string, unknown>[]): Promise<void> {
    if (payloads.length === 0) return;
    await manager.query(
      `INSERT INTO mail_jobs (kind, payload) SELECT $1, p FROM jsonb_array_elements($2::jsonb) AS p`,
      [kind, JSON.stringify(payloads)],
    );
  }

  /**
   * Claims the most overdue job that is due (pending and past next_attempt_at) or abandoned (its
   * lease expired), skipping rows another process is claiming at this instant; null when none.
   */
  async claimDue(leaseMs: number): Promise<ClaimedMailJob | null> {
    return (await this.claimDueBatch(leaseMs, 1))[0] ?? null;
  }

  /** claimDue for up to `limit` jobs in one statement (a backlog of nudges goes out in parallel). */
  async claimDueBatch(leaseMs: number, limit: number): Promise<ClaimedMailJob[]> {
    return returned<ClaimedMailJob>(
      await this.dataSource.query(
        `UPDATE mail_jobs SET status = 'sending', attempts = attempts + 1,
                locked_until = now() + make_interval(secs => $1::float8 / 1000)
          WHERE id IN (SELECT id FROM mail_jobs
                        WHERE (status = 'pending' AND next_attempt_at <= now())
                           OR (status = 'sending' AND locked_until <= now())
                        ORDER BY next_attempt_at
                        LIMIT $2
                        FOR UPDATE SKIP LOCKED)
          RETURNING ${CLAIMED_COLUMNS}`,
        [leaseMs, limit],
      ),
    );
  }

  /** Sent (or nothing left to send): the job goes. False when this claim no longer held it. */
  async deleteClaimed(job: ClaimedMailJob): Promise<boolean> {
    const rows = returned<{ id: string }>(
      await this.dataSource.query(`DELETE FROM mail_jobs WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`, [job.id, job.attempts]),
    );
    return rows.length > 0;
  }

  /** A claimed job not tried after all (its process is stopping): due again now for any process, its attempt not counted. */
  async releaseClaimed(job: ClaimedMailJob): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_jobs SET status = 'pending', attempts = attempts - 1, locked_until = NULL, next_attempt_at = now()
        WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [job.id, job.attempts],
    );
  }

  /**
   * Records a failed attempt: back to pending, retried after `retryInMs`, or kept as failed once
   * `maxAttempts` attempts were made. Answers the new status, or null when this claim no longer held it.
   */
  async recordFailure(job: ClaimedMailJob, error: string, retryInMs: number, maxAttempts: number): Promise<MailJobStatus | null> {
    const rows = returned<{ status: MailJobStatus }>(
      await this.dataSource.query(
        `UPDATE mail_jobs
            SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
                last_error = $4, locked_until = NULL,
                next_attempt_at = now() + make_interval(secs => $5::float8 / 1000)
          WHERE id = $1 AND status = 'sending' AND attempts = $2
          RETURNING status`,
        [job.id, job.attempts, maxAttempts, error, retryInMs],
      ),
    );
    return rows[0]?.status ?? null;
  }

  /**
   * Inside an account deletion: drops every job whose payload mentions one of `literals` (ids, the
   * address), whatever its status, so nothing of the account is left in the queue.
   */
  async deleteMentioning(manager: EntityManager, literals: string[]): Promise<void> {
    const patterns = literals.map((value) => `%${value.replace(/[\\%_]/g, '\\$&')}%`);
    await manager.query(`DELETE FROM mail_jobs WHERE payload::text ILIKE ANY($1::text[])`, [patterns]);
  }
}
