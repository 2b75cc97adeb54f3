import { sqlMigration } from '../sql-migration';

/**
 * Issue 42's walk (`GET /api/checklist?cursor=…|updatedSince=…`) reads its candidates from what
 * changed since its position, each stamp by its own index (checklist-changes.sql.ts), instead of
 * working out every checklist's last change. One index per stamp a summary's `updatedAt` is made of.
 * The one on share_progress costs a save an index entry (its row's updates are no longer HOT).
 */
export const ChecklistChangeIndexes1799600000000 = sqlMigration('ChecklistChangeIndexes1799600000000', {
  up: [
    `CREATE INDEX checklists_workspace_updated_idx ON checklists (workspace_id, updated_at)`,
    `CREATE INDEX shares_changed_idx ON shares ((COALESCE(changed_at, shared_at)))`,
    `CREATE INDEX share_progress_updated_idx ON share_progress (updated_at) WHERE updated_at IS NOT NULL`,
    `CREATE INDEX removed_shares_removed_idx ON removed_shares (removed_at)`,
  ],
  down: [
    `DROP INDEX removed_shares_removed_idx`,
    `DROP INDEX share_progress_updated_idx`,
    `DROP INDEX shares_changed_idx`,
    `DROP INDEX checklists_workspace_updated_idx`,
  ],
});
