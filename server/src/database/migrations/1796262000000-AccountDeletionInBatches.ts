import { sqlMigration } from '../sql-migration';

/**
 * Issue 43: an account's checklists are deleted in batches before the account itself, so no one
 * cascade statement runs for seconds. `deletion_started_at` marks an account whose deletion began:
 * if the process dies between batches, retention finishes it (users_deletion_started_idx).
 */
export const AccountDeletionInBatches1796262000000 = sqlMigration('AccountDeletionInBatches1796262000000', {
  up: [
    `ALTER TABLE users ADD COLUMN deletion_started_at timestamptz`,
    `CREATE INDEX users_deletion_started_idx ON users (deletion_started_at) WHERE deletion_started_at IS NOT NULL`,
  ],
  down: [`DROP INDEX users_deletion_started_idx`, `ALTER TABLE users DROP COLUMN deletion_started_at`],
});
