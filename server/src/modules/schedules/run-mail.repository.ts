import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository';
import { REACHABLE } from '../shares/share-follow-up.repository';

export interface RunMailRow {
  recipient_id: string;
  recipient_email: string;
  /** The recipient may get mail now: wants it, link not revoked, checklist open, run still open. */
  reachable: boolean;
  access_token_encrypted: string;
  title: string;
  owner_email: string;
  owner_name: string | null;
  starts_at: Date;
  due_at: Date | null;
  /** The zone the run's day and due moment are written in: the recipient's own (issue 45), else the schedule's. */
  time_zone: string;
}

/** The run start mail's one read (share_runs with its share, checklist, schedule and people). */
@Injectable()
export class RunMailRepository extends SqlRepository {
  async forRunMail(runId: string): Promise<RunMailRow | null> {
    const rows: RunMailRow[] = await this.db().query(
      `SELECT s.recipient_id, r.email AS recipient_email,
              (${REACHABLE} AND s.revoked_at IS NULL AND c.closed_at IS NULL AND run.status = 'open') AS reachable,
              s.access_token_encrypted, c.title, o.email AS owner_email, o.username AS owner_name,
              run.starts_at, run.due_at, COALESCE(s.time_zone, cs.time_zone, 'UTC') AS time_zone
         FROM share_runs run JOIN shares s ON s.id = run.share_id JOIN checklists c ON c.id = s.checklist_id
         JOIN users r ON r.id = s.recipient_id JOIN users o ON o.id = c.owner_id
         LEFT JOIN checklist_schedules cs ON cs.checklist_id = c.id
        WHERE run.id = $1`,
      [runId],
    );
    return rows[0] ?? null;
  }
}
