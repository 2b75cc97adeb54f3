import { sqlMigration } from '../sql-migration';

export const ChecklistTemplates1795700000000 = sqlMigration('ChecklistTemplates1795700000000', {
  up: [
    `
      CREATE TABLE checklist_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        items jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checklist_templates_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX checklist_templates_owner_idx ON checklist_templates (owner_id, created_at)`,
  ],

  down: [
    `DROP TABLE checklist_templates`,
  ],
});
