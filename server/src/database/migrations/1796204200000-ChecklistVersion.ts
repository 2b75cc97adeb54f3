import { sqlMigration } from '../sql-migration';

/**
 * Every checklist gets a version (issue 42): 1 when made, raised by each change to its title,
 * description or items, so integrations can tell whether what they hold is current.
 */
export const ChecklistVersion1796204200000 = sqlMigration('ChecklistVersion1796204200000', {
  up: [`ALTER TABLE checklists ADD COLUMN version integer NOT NULL DEFAULT 1`],
  down: [`ALTER TABLE checklists DROP COLUMN version`],
});
