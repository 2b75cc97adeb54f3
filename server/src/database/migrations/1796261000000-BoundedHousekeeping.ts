import { sqlMigration } from '../sql-migration';

/**
 * Issue 43: housekeeping that costs what is due, never the table.
 * - scheduled_runs.finished_at: a job's next moment is not claimed while its run still goes on.
 * - email_tokens_expires_idx: expired and long-used tokens are pruned in batches.
 * - users: retention reads owners inactive past the cut-off without a notice, and noticed owners,
 *   each through a partial index (users_last_active_idx is on password_hash, which retention does not test).
 */
export const BoundedHousekeeping1796261000000 = sqlMigration('BoundedHousekeeping1796261000000', {
  up: [
    `ALTER TABLE scheduled_runs ADD COLUMN finished_at timestamptz`,
    `UPDATE scheduled_runs SET finished_at = claimed_at`,
    `CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at)`,
    `CREATE INDEX email_tokens_used_idx ON email_tokens (used_at) WHERE used_at IS NOT NULL`,
    `CREATE INDEX users_retention_notice_idx ON users (last_active_at) WHERE account_type = 'owner' AND deletion_notice_sent_at IS NULL`,
    `CREATE INDEX users_deletion_notice_idx ON users (deletion_notice_sent_at) WHERE deletion_notice_sent_at IS NOT NULL`,
  ],
  down: [
    `DROP INDEX users_deletion_notice_idx`,
    `DROP INDEX users_retention_notice_idx`,
    `DROP INDEX email_tokens_used_idx`,
    `DROP INDEX email_tokens_expires_idx`,
    `ALTER TABLE scheduled_runs DROP COLUMN finished_at`,
  ],
});
