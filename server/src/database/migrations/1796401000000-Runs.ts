import { sqlMigration } from '../sql-migration';

/**
 * Recurring runs (issue 45): each occurrence of a checklist's schedule, and one run per (occurrence,
 * recipient), unique in the database so no replica, retry or restart can make a second. An
 * occurrence passed during downtime (not the latest) is recorded `missed`, with no runs.
 */
export const Runs1796401000000 = sqlMigration('Runs1796401000000', {
  up: [
    `
      CREATE TABLE checklist_occurrences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checklist_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        due_at timestamptz,
        status varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checklist_occurrences_status_check CHECK (status IN ('started', 'missed')),
        CONSTRAINT checklist_occurrences_moment_key UNIQUE (checklist_id, starts_at),
        CONSTRAINT checklist_occurrences_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES checklists (id) ON DELETE CASCADE
      )`,
    `
      CREATE TABLE share_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        occurrence_id uuid NOT NULL,
        share_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        due_at timestamptz,
        status varchar(16) NOT NULL DEFAULT 'open',
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT share_runs_status_check CHECK (status IN ('open', 'completed', 'missed')),
        CONSTRAINT share_runs_occurrence_share_key UNIQUE (occurrence_id, share_id),
        CONSTRAINT share_runs_occurrence_id_fkey FOREIGN KEY (occurrence_id) REFERENCES checklist_occurrences (id) ON DELETE CASCADE,
        CONSTRAINT share_runs_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_runs_share_idx ON share_runs (share_id, starts_at)`,
  ],
  down: [`DROP TABLE share_runs`, `DROP TABLE checklist_occurrences`],
});
