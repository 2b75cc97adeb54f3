import { sqlMigration } from '../sql-migration';

/**
 * The zone a due moment was chosen in (issue 51, "A due moment reads the same everywhere"): an
 * IANA name kept beside each due moment, the checklist's and a recipient's own. Null: UTC, as every
 * due moment set before this read.
 */
export const DueTimeZone1796270000000 = sqlMigration('DueTimeZone1796270000000', {
  up: [`ALTER TABLE checklists ADD COLUMN due_time_zone varchar(64)`, `ALTER TABLE shares ADD COLUMN due_time_zone varchar(64)`],
  down: [`ALTER TABLE shares DROP COLUMN due_time_zone`, `ALTER TABLE checklists DROP COLUMN due_time_zone`],
});
