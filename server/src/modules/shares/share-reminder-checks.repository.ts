import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository';
import { REMINDABLE } from './share-follow-up.repository';
import { REMINDER_DUE } from './reminder-due.sql';

/** A share whose reminder check is due: what the job needs to pick its slot and its next check. */
export interface ReminderCheckRow {
  id: string;
  shared_at: Date;
  /** The share's own due moment, else the checklist's; null: no due moment any more. */
  due_at: Date | null;
  before_due_days: number | null;
  overdue_every_days: number | null;
  overdue_max: number | null;
  /** The recipient has work left, can be mailed, the link works and the checklist is open. */
  remindable: boolean;
  last_reminded_at: Date | null;
  /** The share's current run (issue 45); null: no schedule. */
  run_id: string | null;
  /** When that run started: its slots come after it (its own mail says it is ready). */
  run_starts_at: Date | null;
  /** When the next run takes over (the schedule's next start); null: not known (paused, ended). */
  run_ends_at: Date | null;
}

/** What the check was made against: a next check is stored only while these still hold. */
export interface ReminderCheckBasis {
  dueAt: Date | null;
  sharedAt: Date;
  rules: [number | null, number | null, number | null];
  runId: string | null;
}

/**
 * The reminder job's schedule on `shares.reminder_check_at` (issue 43): it reads the shares whose
 * check is due through shares_reminder_check_idx, so a run costs what is due, never the table.
 */
@Injectable()
export class ShareReminderChecksRepository extends SqlRepository {
  /** Up to `limit` shares whose check is due at `now`, the longest waiting first. */
  due(now: Date, limit: number): Promise<ReminderCheckRow[]> {
    return this.db().query(
      `SELECT s.id, s.shared_at, ${REMINDER_DUE} AS due_at,
              c.reminder_before_due_days AS before_due_days, c.reminder_overdue_every_days AS overdue_every_days,
              c.reminder_overdue_max AS overdue_max, (${REMINDABLE}) AS remindable, s.last_reminded_at,
              run.id AS run_id, run.starts_at AS run_starts_at,
              CASE WHEN NOT cs.paused THEN cs.next_run_at - make_interval(hours => cs.opens_before_hours) END AS run_ends_at
         FROM (SELECT id FROM shares WHERE reminder_check_at <= $1 ORDER BY reminder_check_at LIMIT $2) pick
         JOIN shares s ON s.id = pick.id JOIN checklists c ON c.id = s.checklist_id JOIN users r ON r.id = s.recipient_id
         LEFT JOIN share_runs run ON run.id = s.current_run_id LEFT JOIN checklist_schedules cs ON cs.checklist_id = s.checklist_id
        ORDER BY s.reminder_check_at`,
      [now, limit],
    );
  }

  /**
   * The share's next check (null: none), unless its due moment, sharing, current run or the checklist's rules
   * changed since it was read (the triggers then asked for a check at the next run, which stands).
   */
  async setNext(shareId: string, next: Date | null, basis: ReminderCheckBasis): Promise<void> {
    await this.db().query(
      `UPDATE shares s SET reminder_check_at = $2
         FROM checklists c
        WHERE s.id = $1 AND c.id = s.checklist_id
          AND ${REMINDER_DUE} IS NOT DISTINCT FROM $3::timestamptz AND s.shared_at = $4
          AND (c.reminder_before_due_days, c.reminder_overdue_every_days, c.reminder_overdue_max)
              IS NOT DISTINCT FROM ($5::smallint, $6::smallint, $7::smallint)
          AND s.current_run_id IS NOT DISTINCT FROM $8::uuid`,
      [shareId, next, basis.dueAt, basis.sharedAt, ...basis.rules, basis.runId],
    );
  }
}
