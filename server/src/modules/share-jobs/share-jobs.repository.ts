import { Injectable } from '@nestjs/common';
import type { ReadAddress, ShareJobReason, ShareJobStatus } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';

/** A job as the owner sees it. */
export interface ShareJobRow {
  id: string;
  checklist_id: string;
  status: ShareJobStatus;
  total: number;
  sent: number;
  invalid: number;
  own_address: number;
  duplicate: number;
  revoked: number;
  created_at: Date;
  finished_at: Date | null;
}

/** A claimed job: `attempts` is the fence every write of this claim must still match. */
export interface ClaimedShareJob {
  id: string;
  checklist_id: string;
  owner_id: string;
  attempts: number;
}

export interface ShareJobAddressRow {
  position: number;
  email: string;
  key: string;
}

const JOB_COLUMNS = 'id, checklist_id, status, total, sent, invalid, own_address, duplicate, revoked, created_at, finished_at';
const CLAIMED_COLUMNS = 'id, checklist_id, owner_id, attempts';
const lease = (param: string) => `now() + make_interval(secs => ${param}::float8 / 1000)`;

/**
 * Every statement on `share_jobs` and `share_job_addresses`. A claim is one statement (queued, or
 * running with its lease run out; rows another process is claiming are skipped); each step of a
 * claimed job first re-takes the job's row under its fence, inside the step's transaction, so a
 * claimer that outlived its lease changes nothing.
 */
@Injectable()
export class ShareJobsRepository extends SqlRepository {
  /** Stores a new job with its usable addresses (one statement for all of them). */
  async create(
    m: EntityManager,
    job: { checklistId: string; ownerId: string; total: number; held: Record<ShareJobReason, number> },
    addresses: ReadAddress[],
  ): Promise<ShareJobRow> {
    const [row] = returnedRows<ShareJobRow>(
      await m.query(
        `INSERT INTO share_jobs (checklist_id, owner_id, total, invalid, own_address, duplicate, status, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int = 0 THEN 'done' ELSE 'queued' END, CASE WHEN $7::int = 0 THEN now() END)
         RETURNING ${JOB_COLUMNS}`,
        [job.checklistId, job.ownerId, job.total, job.held.invalid, job.held.own_address, job.held.duplicate, addresses.length],
      ),
    );
    if (addresses.length > 0) {
      await m.query(
        `INSERT INTO share_job_addresses (job_id, position, email, key)
         SELECT $1, a.position, a.email, a.key FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS a(email, key, position)`,
        [row!.id, addresses.map((a) => a.email), addresses.map((a) => a.key)],
      );
    }
    return row!;
  }

  /** The job when it is on that checklist and the checklist is the owner's; null otherwise. */
  async findOwned(ownerId: string, checklistId: string, jobId: string): Promise<ShareJobRow | null> {
    const rows: ShareJobRow[] = await this.db().query(
      `SELECT ${JOB_COLUMNS.replace(/(^|, )/g, '$1j.')} FROM share_jobs j JOIN checklists c ON c.id = j.checklist_id
        WHERE j.id = $1 AND j.checklist_id = $2 AND c.owner_id = $3`,
      [jobId, checklistId, ownerId],
    );
    return rows[0] ?? null;
  }

  /** Claims `jobId` (or, without it, the oldest claimable job) for `leaseMs`; null when it is not claimable. */
  async claim(leaseMs: number, jobId?: string): Promise<ClaimedShareJob | null> {
    const rows = returnedRows<ClaimedShareJob>(
      await this.db().query(
        `UPDATE share_jobs SET status = 'running', attempts = attempts + 1, locked_until = ${lease('$1')}
          WHERE id = (SELECT id FROM share_jobs
                       WHERE status <> 'done' AND (status = 'queued' OR locked_until <= now())
                         AND ($2::uuid IS NULL OR id = $2::uuid)
                       ORDER BY created_at
                       LIMIT 1
                       FOR UPDATE SKIP LOCKED)
          RETURNING ${CLAIMED_COLUMNS}`,
        [leaseMs, jobId ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * Inside a step's transaction, first: re-takes the job's row (waiting for no one else, as a
   * claimer that lost it would) and extends the lease. False when this claim no longer holds the job.
   */
  async hold(m: EntityManager, job: ClaimedShareJob, leaseMs: number): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await m.query(
        `UPDATE share_jobs SET locked_until = ${lease('$3')} WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING id`,
        [job.id, job.attempts, leaseMs],
      ),
    );
    return rows.length > 0;
  }

  /** The next addresses still to do, in the order given. */
  pending(m: EntityManager, jobId: string, limit: number): Promise<ShareJobAddressRow[]> {
    return m.query(
      `SELECT position, email, key FROM share_job_addresses WHERE job_id = $1 AND NOT done ORDER BY position LIMIT $2`,
      [jobId, limit],
    );
  }

  /** Marks a step's addresses done and counts them; the job is done once none is left. */
  async recordStep(m: EntityManager, jobId: string, positions: number[], sent: number, revoked: number): Promise<ShareJobRow> {
    await m.query(`UPDATE share_job_addresses SET done = true WHERE job_id = $1 AND position = ANY($2::int[])`, [jobId, positions]);
    const [row] = returnedRows<ShareJobRow>(
      await m.query(
        `UPDATE share_jobs j SET sent = sent + $2, revoked = revoked + $3,
                status = CASE WHEN left_over.remaining THEN status ELSE 'done' END,
                finished_at = CASE WHEN left_over.remaining THEN NULL ELSE now() END,
                locked_until = CASE WHEN left_over.remaining THEN locked_until END
           FROM (SELECT EXISTS (SELECT 1 FROM share_job_addresses WHERE job_id = $1 AND NOT done) AS remaining) left_over
          WHERE j.id = $1
          RETURNING ${JOB_COLUMNS.replace(/(^|, )/g, '$1j.')}`,
        [jobId, sent, revoked],
      ),
    );
    return row!;
  }

  /** Gives the job back (this process is stopping): another process, or this one restarted, claims it at once. */
  async release(job: ClaimedShareJob): Promise<void> {
    await this.db().query(
      `UPDATE share_jobs SET locked_until = now() WHERE id = $1 AND attempts = $2 AND status = 'running'`,
      [job.id, job.attempts],
    );
  }
}
