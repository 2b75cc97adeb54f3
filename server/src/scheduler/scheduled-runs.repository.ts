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
   * later ones find the moment taken); false for a moment already claimed or older than the last.
   */
  async claim(name: string, dueAt: Date): Promise<boolean> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `INSERT INTO scheduled_runs AS r (name, due_at) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_at = now()
        WHERE r.due_at < EXCLUDED.due_at
       RETURNING name`,
      [name, dueAt],
    );
    return rows.length === 1;
  }
}
