import { sqlMigration } from '../sql-migration';

/**
 * A removed recipient's share id, kept with its checklist so the owner asking for that
 * recipient's link learns it was removed (409) rather than "not found" (issue 42). Nothing
 * personal is kept: no address, no token. Deleted with the checklist.
 */
export const RemovedShares1796220000000 = sqlMigration('RemovedShares1796220000000', {
  up: [
    `
      CREATE TABLE removed_shares (
        share_id uuid PRIMARY KEY,
        checklist_id uuid NOT NULL,
        removed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT removed_shares_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES checklists (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX removed_shares_checklist_idx ON removed_shares (checklist_id)`,
  ],
  down: [`DROP TABLE removed_shares`],
});
