import { isoTimestamp } from '../../database/sql-fragments';

/**
 * The `schedule` and `nextRunAt` of the checklist aliased `c`, as summaries carry them (built by
 * PostgreSQL with the rest of the summary): null without a schedule. `nextRunAt` is null too while
 * the schedule is paused, the checklist closed or the rule ended.
 */
export const SCHEDULE_JSON = `(SELECT json_build_object(
      'rrule', cs.rrule, 'startsAt', cs.starts_at, 'timeZone', cs.time_zone,
      'opensBeforeHours', cs.opens_before_hours, 'dueAfterHours', cs.due_after_hours,
      'missedPolicy', cs.missed_policy, 'carryNotes', cs.carry_notes, 'paused', cs.paused,
      'description', cs.description)
    FROM checklist_schedules cs WHERE cs.checklist_id = c.id)`;

export const NEXT_RUN_AT_JSON = `(SELECT ${isoTimestamp('cs.next_run_at')}
    FROM checklist_schedules cs WHERE cs.checklist_id = c.id AND NOT cs.paused AND c.closed_at IS NULL)`;
