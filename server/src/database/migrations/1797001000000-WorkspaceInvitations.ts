import { sqlMigration } from '../sql-migration';

/**
 * Invitations to a workspace (issue 47): one per (workspace, address), its link's token kept only
 * as a SHA-256 digest (minted when the mail is built, so a retried mail carries a fresh link and
 * no live link waits in the mail queue), valid 7 days.
 */
export const WorkspaceInvitations1797001000000 = sqlMigration('WorkspaceInvitations1797001000000', {
  up: [
    `
      CREATE TABLE workspace_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        email varchar(320) NOT NULL,
        role varchar(16) NOT NULL,
        token_hash varchar(64),
        invited_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT workspace_invitations_role_check CHECK (role IN ('admin', 'editor', 'reviewer', 'viewer')),
        CONSTRAINT workspace_invitations_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE,
        CONSTRAINT workspace_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES users (id) ON DELETE SET NULL
      )`,
    `CREATE UNIQUE INDEX workspace_invitations_address_key ON workspace_invitations (workspace_id, email)`,
    `CREATE UNIQUE INDEX workspace_invitations_token_key ON workspace_invitations (token_hash)`,
  ],
  down: [`DROP TABLE workspace_invitations`],
});
