import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 19: an owner closes a checklist (read-only for recipients, no reminders) and may reopen it. */
export class ChecklistClosedAt1795700100000 implements MigrationInterface {
  name = 'ChecklistClosedAt1795700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checklists ADD COLUMN closed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checklists DROP COLUMN closed_at`);
  }
}
