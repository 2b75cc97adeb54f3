import { sqlMigration } from '../sql-migration';

/**
 * Recurring runs (issue 45): a checklist's schedule, at most one. The rule as given (an RFC 5545
 * RRULE without DTSTART, its local start and IANA zone), the owner's choices, the rule in words, and
 * `next_run_at`: the next moment the scheduler starts (after skips), read by the summaries and by the
 * scheduler's index.
 */
export const ChecklistSchedules1796400000000 = sqlMigration('ChecklistSchedules1796400000000', {
  up: [
    `
      CREATE TABLE checklist_schedules (
        checklist_id uuid NOT NULL,
        rrule varchar(500) NOT NULL,
        starts_at varchar(16) NOT NULL,
        time_zone varchar(64) NOT NULL,
        opens_before_hours smallint NOT NULL DEFAULT 0,
        due_after_hours smallint,
        missed_policy varchar(16) NOT NULL DEFAULT 'missed',
        carry_notes boolean NOT NULL DEFAULT false,
        paused boolean NOT NULL DEFAULT false,
        description varchar(300) NOT NULL,
        next_run_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checklist_schedules_pkey PRIMARY KEY (checklist_id),
        CONSTRAINT checklist_schedules_missed_policy_check CHECK (missed_policy IN ('missed', 'keep_open')),
        CONSTRAINT checklist_schedules_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES checklists (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX checklist_schedules_next_idx ON checklist_schedules (next_run_at) WHERE next_run_at IS NOT NULL AND NOT paused`,
  ],
  down: [`DROP TABLE checklist_schedules`],
});
