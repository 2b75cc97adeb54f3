import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChecklistTemplates1795700000000 implements MigrationInterface {
  name = 'ChecklistTemplates1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checklist_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        items jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checklist_templates_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX checklist_templates_owner_idx ON checklist_templates (owner_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE checklist_templates`);
  }
}
