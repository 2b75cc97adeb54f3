import { sqlMigration } from '../sql-migration';

/**
 * A workspace's audit log (issue 47): who did what to which thing, when, through which session or
 * personal access token. Targets carry no foreign key: an entry outlives the checklist it names.
 */
export const WorkspaceAudit1797002000000 = sqlMigration('WorkspaceAudit1797002000000', {
  up: [
    `
      CREATE TABLE workspace_audit (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        actor_id uuid,
        via_kind varchar(8) NOT NULL,
        via_id uuid,
        action varchar(64) NOT NULL,
        target_type varchar(16) NOT NULL,
        target_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT workspace_audit_via_kind_check CHECK (via_kind IN ('session', 'token')),
        CONSTRAINT workspace_audit_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE,
        CONSTRAINT workspace_audit_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL
      )`,
    `CREATE INDEX workspace_audit_page_idx ON workspace_audit (workspace_id, at DESC, id DESC)`,
  ],
  down: [`DROP TABLE workspace_audit`],
});
