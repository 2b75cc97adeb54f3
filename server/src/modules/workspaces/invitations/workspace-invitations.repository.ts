import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkspaceRole } from '@ticklist/contracts';
import { SqlRepository } from '../../../database/sql-repository';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const COLUMNS = `i.id, i.workspace_id AS "workspaceId", w.name AS "workspaceName", i.email, i.role, i.invited_by AS "invitedBy",
                 i.created_at AS "createdAt", i.expires_at AS "expiresAt"`;

/** Every statement on `workspace_invitations`. */
@Injectable()
export class WorkspaceInvitationsRepository extends SqlRepository {
  /** Invites `email` (again: a new 7 days, the new role, the old link void until the mail mints one). */
  async upsert(workspaceId: string, email: string, role: WorkspaceRole, invitedBy: string, expiresAt: Date): Promise<InvitationRow> {
    const [row] = (await this.db().query(
      `WITH saved AS (
         INSERT INTO workspace_invitations (workspace_id, email, role, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (workspace_id, email) DO UPDATE SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by,
           expires_at = EXCLUDED.expires_at, created_at = now(), token_hash = NULL
         RETURNING *)
       SELECT ${COLUMNS} FROM saved i JOIN workspaces w ON w.id = i.workspace_id`,
      [workspaceId, email, role, invitedBy, expiresAt],
    )) as InvitationRow[];
    return row!;
  }

  list(workspaceId: string): Promise<InvitationRow[]> {
    return this.db().query(
      `SELECT ${COLUMNS} FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id
        WHERE i.workspace_id = $1 AND i.expires_at > now() ORDER BY i.created_at DESC, i.id`,
      [workspaceId],
    );
  }

  async byId(id: string): Promise<InvitationRow | null> {
    const [row] = (await this.db().query(`SELECT ${COLUMNS} FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id WHERE i.id = $1`, [id])) as InvitationRow[];
    return row ?? null;
  }

  /** The live invitation a link's token digest opens, or null (unknown, replaced or expired). */
  async byTokenHash(tokenHash: string, m?: EntityManager): Promise<InvitationRow | null> {
    const [row] = (await this.db(m).query(
      `SELECT ${COLUMNS} FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id WHERE i.token_hash = $1 AND i.expires_at > now()`,
      [tokenHash],
    )) as InvitationRow[];
    return row ?? null;
  }

  /** Sets the digest of the token the mail being built carries; false when the invitation is gone or expired. */
  async setTokenHash(id: string, tokenHash: string): Promise<boolean> {
    const rows = (await this.db().query(
      `WITH set AS (UPDATE workspace_invitations SET token_hash = $2 WHERE id = $1 AND expires_at > now() RETURNING id) SELECT id FROM set`,
      [id, tokenHash],
    )) as unknown[];
    return rows.length > 0;
  }

  async delete(workspaceId: string, id: string, m?: EntityManager): Promise<boolean> {
    const rows = (await this.db(m).query(
      `WITH gone AS (DELETE FROM workspace_invitations WHERE workspace_id = $1 AND id = $2 RETURNING id) SELECT id FROM gone`,
      [workspaceId, id],
    )) as unknown[];
    return rows.length > 0;
  }
}
