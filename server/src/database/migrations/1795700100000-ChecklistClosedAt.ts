import { sqlMigration } from '../sql-migration';

/** Issue 19: an owner closes a checklist (read-only for recipients, no reminders) and may reopen it. */
export const ChecklistClosedAt1795700100000 = sqlMigration('ChecklistClosedAt1795700100000', {
  up: [
    `ALTER TABLE checklists ADD COLUMN closed_at timestamptz`,
  ],

  down: [
    `ALTER TABLE checklists DROP COLUMN closed_at`,
  ],
});
