import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** For INSERT … ON CONFLICT DO UPDATE … RETURNING the postgres driver answers the rows. */
type ClaimedRow = { name: string };

/** Every statement on `scheduled_runs`. */
@Injectable()
export class ScheduledRunsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims the run of `name` due at `dueAt`, in one statement: true for exactly one caller per due
   * moment, whatever the number of replicas asking at once (the row lock serialises them, and the
   * later ones find the moment taken); false for a moment already claimed or older than the last,
   * and while the previous run is still going on (issue 43: runs never pile up), unless it was
   * claimed over `leaseMs` ago (its process died mid-run).
   */
  async claim(name: string, dueAt: Date, leaseMs: number = DEFAULT_LEASE_MS): Promise<boolean> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `INSERT INTO scheduled_runs AS r (name, due_at) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_at = now(), finished_at = NULL
        WHERE r.due_at < EXCLUDED.due_at
          AND (r.finished_at IS NOT NULL OR r.claimed_at < now() - make_interval(secs => $3::double precision / 1000))
       RETURNING name`,
      [name, dueAt, leaseMs],
    );
    return rows.length === 1;
  }

  /** Records the end of the run claimed for `dueAt` (a later claim's row is left alone). */
  async finish(name: string, dueAt: Date): Promise<void> {
    await this.dataSource.query(`UPDATE scheduled_runs SET finished_at = now() WHERE name = $1 AND due_at = $2`, [name, dueAt]);
  }
}

/** How long a run may go on before another process may take the job's next moment: it is then presumed dead. */
export const DEFAULT_LEASE_MS = 15 * 60_000;
