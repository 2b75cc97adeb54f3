import { Injectable } from '@nestjs/common';
import { SCHEDULE_LIMITS } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { ofRun } from '../responses/response-run.sql';
import type { ChecklistScheduleEntity } from './checklist-schedule.entity';

/** A schedule whose next occurrence has come (opening hours before included). */
export interface DueScheduleRow {
  checklist_id: string;
}

export interface StartedRunRow {
  id: string;
  share_id: string;
}

/**
 * Whose runs a start makes or ends: null, the recipients on the schedule's clock (no zone of their
 * own); else these shares (recipients in their own zone whose moment it is).
 */
export type RunShares = string[] | null;

/** The share aliased `s` is one of `param` (a RunShares). */
const inRunShares = (param: string) => `(CASE WHEN ${param}::uuid[] IS NULL THEN s.time_zone IS NULL ELSE s.id = ANY(${param}::uuid[]) END)`;

/** Every statement on checklist_occurrences and share_runs. */
@Injectable()
export class RunsRepository extends SqlRepository {
  /** Schedules to start at `now`: not paused, checklist open, next occurrence within its opening hours; oldest first. */
  async dueSchedules(now: Date, limit: number): Promise<DueScheduleRow[]> {
    return this.db().query(
      `SELECT checklist_id FROM (
         SELECT cs.checklist_id, cs.next_run_at AS due FROM checklist_schedules cs JOIN checklists c ON c.id = cs.checklist_id
          WHERE cs.next_run_at IS NOT NULL AND NOT cs.paused AND c.closed_at IS NULL
            AND cs.next_run_at - make_interval(hours => cs.opens_before_hours) <= $1
         UNION ALL
         -- Recipients in their own zone (issue 45), read through shares_next_run_idx up to the longest opening.
         SELECT s.checklist_id, s.next_run_at FROM shares s
           JOIN checklist_schedules cs ON cs.checklist_id = s.checklist_id JOIN checklists c ON c.id = s.checklist_id
          WHERE s.next_run_at <= $1::timestamptz + make_interval(hours => $3) AND s.revoked_at IS NULL AND NOT cs.paused AND c.closed_at IS NULL
            AND s.next_run_at - make_interval(hours => cs.opens_before_hours) <= $1
       ) due GROUP BY checklist_id ORDER BY min(due) LIMIT $2`,
      [now, limit, SCHEDULE_LIMITS.opensBeforeHoursMax],
    );
  }

  /** The schedule locked for this transaction (a skip or an edit waits for the start), if still there. */
  async lockSchedule(checklistId: string, m: EntityManager): Promise<ChecklistScheduleEntity | null> {
    const [row]: Array<Record<string, unknown>> = await m.query(
      `SELECT checklist_id, rrule, starts_at, time_zone, opens_before_hours, due_after_hours, missed_policy, carry_notes, paused, next_run_at
         FROM checklist_schedules WHERE checklist_id = $1 FOR UPDATE`,
      [checklistId],
    );
    if (!row) return null;
    return {
      checklistId: row.checklist_id, rrule: row.rrule, startsAt: row.starts_at, timeZone: row.time_zone,
      opensBeforeHours: row.opens_before_hours, dueAfterHours: row.due_after_hours, missedPolicy: row.missed_policy,
      carryNotes: row.carry_notes, paused: row.paused, nextRunAt: row.next_run_at,
    } as ChecklistScheduleEntity;
  }

  /** Occurrences passed without a scheduler (not the latest): recorded `missed`, no runs. */
  async recordMissed(checklistId: string, moments: Date[], m: EntityManager): Promise<void> {
    if (moments.length === 0) return;
    await m.query(
      `INSERT INTO checklist_occurrences (checklist_id, starts_at, status)
       SELECT $1, moment, 'missed' FROM unnest($2::timestamptz[]) AS moment
       ON CONFLICT (checklist_id, starts_at) DO NOTHING`,
      [checklistId, moments],
    );
  }

  /** The occurrence, made once: its id, or null when it was made already. */
  async insertStarted(checklistId: string, startsAt: Date, dueAt: Date | null, m: EntityManager): Promise<string | null> {
    const rows = returnedRows<{ id: string }>(
      await m.query(
        `INSERT INTO checklist_occurrences (checklist_id, starts_at, due_at, status) VALUES ($1, $2, $3, 'started')
         ON CONFLICT (checklist_id, starts_at) DO NOTHING RETURNING id`,
        [checklistId, startsAt, dueAt],
      ),
    );
    return rows[0]?.id ?? null;
  }

  /** The occurrence at that moment, made now or before (recipients in another zone may share a moment). */
  async occurrenceAt(checklistId: string, startsAt: Date, dueAt: Date | null, m: EntityManager): Promise<string> {
    const made = await this.insertStarted(checklistId, startsAt, dueAt, m);
    if (made) return made;
    const [row]: Array<{ id: string }> = await m.query(`SELECT id FROM checklist_occurrences WHERE checklist_id = $1 AND starts_at = $2`, [checklistId, startsAt]);
    return row!.id;
  }

  /** Open runs of the checklist's earlier occurrences become missed (the owner's default policy). */
  async missEarlierOpen(checklistId: string, before: Date, shares: RunShares, m: EntityManager): Promise<StartedRunRow[]> {
    return returnedRows<StartedRunRow>(
      await m.query(
        `UPDATE share_runs r SET status = 'missed'
           FROM checklist_occurrences o, shares s
          WHERE o.id = r.occurrence_id AND o.checklist_id = $1 AND r.status = 'open' AND r.starts_at < $2
            AND s.id = r.share_id AND ${inRunShares('$3')}
          RETURNING r.id, r.share_id`,
        [checklistId, before, shares],
      ),
    );
  }

  /**
   * One run per active recipient (not revoked) of the occurrence; a run already there is kept as it
   * is. Each new run becomes its share's current run: the link opens it, saves go to it, and the
   * share's maintained figures count it (nothing done yet). With `carryNotes`, each new run starts
   * with the notes of the share's run before it (nothing ticked).
   */
  async insertRuns(occurrenceId: string, checklistId: string, startsAt: Date, dueAt: Date | null, carryNotes: boolean, shares: RunShares, m: EntityManager): Promise<StartedRunRow[]> {
    return returnedRows<StartedRunRow>(
      await m.query(
        `WITH made AS (
           INSERT INTO share_runs (occurrence_id, share_id, starts_at, due_at)
           SELECT $1, s.id, $3, $4 FROM shares s WHERE s.checklist_id = $2 AND s.revoked_at IS NULL AND ${inRunShares('$6')}
           ON CONFLICT (occurrence_id, share_id) DO NOTHING RETURNING id, share_id
         ), current AS (
           UPDATE shares s SET current_run_id = made.id, done_count = 0 FROM made WHERE s.id = made.share_id
         ), carried AS (
           -- The statement reads the shares as they were: current_run_id is still the run before.
           INSERT INTO item_responses (share_id, item_id, run_id, notes, updated_at)
           SELECT made.share_id, r.item_id, made.id, r.notes, now()
             FROM made JOIN shares s ON s.id = made.share_id
             JOIN item_responses r ON r.share_id = s.id AND ${ofRun('r', 's.current_run_id')}
            WHERE $5 AND r.notes <> ''
         )
         SELECT id, share_id FROM made`,
        [occurrenceId, checklistId, startsAt, dueAt, carryNotes, shares],
      ),
    );
  }

  async setNextRunAt(checklistId: string, nextRunAt: Date | null, m: EntityManager): Promise<void> {
    await m.query(`UPDATE checklist_schedules SET next_run_at = $2 WHERE checklist_id = $1`, [checklistId, nextRunAt]);
  }
}
