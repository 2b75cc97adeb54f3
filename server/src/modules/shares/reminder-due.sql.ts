// What the reminder job and the reminder mail read as a share's due moment (aliases s: shares, c: checklists).

/**
 * The due moment reminders follow: a share in a run (a scheduled checklist, issue 45) follows its
 * current run's; else its own, else the checklist's.
 */
export const REMINDER_DUE = `CASE WHEN s.current_run_id IS NOT NULL THEN (SELECT sr.due_at FROM share_runs sr WHERE sr.id = s.current_run_id)
  ELSE COALESCE(s.due_at, c.due_at) END`;

/** The zone that due moment is shown in: a run's is the recipient's own, else the schedule's; else the one it was chosen in (null: UTC). */
export const REMINDER_DUE_ZONE = `CASE WHEN s.current_run_id IS NOT NULL THEN COALESCE(s.time_zone, (SELECT cs.time_zone FROM checklist_schedules cs WHERE cs.checklist_id = s.checklist_id))
  WHEN s.due_at IS NOT NULL THEN s.due_time_zone ELSE c.due_time_zone END`;
