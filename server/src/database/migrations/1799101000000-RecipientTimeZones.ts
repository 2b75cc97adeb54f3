import { sqlMigration } from '../sql-migration';

/**
 * A recipient's own time zone (issue 45): set by the owner or once by the guest, their runs start on
 * their wall clock. `next_run_at` is such a share's next run start, kept by the schedule's writers
 * and the run starter (null: the share follows the schedule's zone, or has no schedule); the run
 * starter finds the shares due through shares_next_run_idx.
 */
export const RecipientTimeZones1799101000000 = sqlMigration('RecipientTimeZones1799101000000', {
  up: [
    `ALTER TABLE shares ADD COLUMN time_zone varchar(64), ADD COLUMN next_run_at timestamptz`,
    `CREATE INDEX shares_next_run_idx ON shares (next_run_at) WHERE next_run_at IS NOT NULL`,
  ],
  down: [`DROP INDEX shares_next_run_idx`, `ALTER TABLE shares DROP COLUMN next_run_at, DROP COLUMN time_zone`],
});
