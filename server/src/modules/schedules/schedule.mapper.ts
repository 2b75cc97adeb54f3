import type { Schedule } from '@ticklist/contracts';
import type { ChecklistScheduleEntity } from './checklist-schedule.entity';

/** The wire shape of a stored schedule (the summaries build the same in SQL: schedule.sql.ts). */
export function toSchedule(row: ChecklistScheduleEntity): Schedule {
  return {
    rrule: row.rrule,
    startsAt: row.startsAt,
    timeZone: row.timeZone,
    opensBeforeHours: row.opensBeforeHours,
    dueAfterHours: row.dueAfterHours,
    missedPolicy: row.missedPolicy,
    carryNotes: row.carryNotes,
    paused: row.paused,
    description: row.description,
  };
}
