import { sqlMigration } from '../sql-migration';

/**
 * The audit log is kept one year (issue 47, the privacy page): the daily prune finds the entries
 * past it by their time alone, across workspaces, so it needs `at` indexed on its own.
 */
export const WorkspaceAuditRetention1798500000000 = sqlMigration('WorkspaceAuditRetention1798500000000', {
  up: [`CREATE INDEX workspace_audit_at_idx ON workspace_audit (at)`],
  down: [`DROP INDEX workspace_audit_at_idx`],
});
