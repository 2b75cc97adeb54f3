import { SqlMigration } from '../sql-migration';

/** Issue 19: an owner closes a checklist (read-only for recipients, no reminders) and may reopen it. */
export class ChecklistClosedAt1795700100000 extends SqlMigration {
  name = 'ChecklistClosedAt1795700100000';

  protected readonly upSql = [
    `ALTER TABLE checklists ADD COLUMN closed_at timestamptz`,
  ];

  protected readonly downSql = [
    `ALTER TABLE checklists DROP COLUMN closed_at`,
  ];
}
