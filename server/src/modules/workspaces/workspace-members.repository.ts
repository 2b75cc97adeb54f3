import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkspaceRole } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';

export interface MemberRow {
  userId: string;
  email: string;
  username: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

const MEMBER_COLUMNS = `m.user_id AS "userId", u.email, u.username, m.role, m.joined_at AS "joinedAt"`;

/** Every statement on `workspace_members`. */
@Injectable()
export class WorkspaceMembersRepository extends SqlRepository {
  /** The members, admins first, then by name. */
  list(workspaceId: string): Promise<MemberRow[]> {
    return this.db().query(
      `SELECT ${MEMBER_COLUMNS} FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1
        ORDER BY m.role <> 'admin', lower(u.username), m.user_id`,
      [workspaceId],
    );
  }

  async find(workspaceId: string, userId: string, m?: EntityManager): Promise<MemberRow | null> {
    const [row] = (await this.db(m).query(
      `SELECT ${MEMBER_COLUMNS} FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1 AND m.user_id = $2`,
      [workspaceId, userId],
    )) as MemberRow[];
    return row ?? null;
  }

  /**
   * Locks the workspace's row for the rest of the transaction, so two role changes cannot each
   * see another admin and leave none.
   */
  async lockWorkspace(workspaceId: string, m: EntityManager): Promise<void> {
    await m.query(`SELECT id FROM workspaces WHERE id = $1 FOR UPDATE`, [workspaceId]);
  }

  async countAdmins(workspaceId: string, m: EntityManager): Promise<number> {
    const [row] = (await m.query(`SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = $1 AND role = 'admin'`, [workspaceId])) as { n: number }[];
    return row!.n;
  }

  async setRole(workspaceId: string, userId: string, role: WorkspaceRole, m: EntityManager): Promise<void> {
    await m.query(`UPDATE workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, userId, role]);
  }

  async remove(workspaceId: string, userId: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, userId]);
  }

  /** Adds a member, or keeps the one there (an accepted invitation never lowers a role). */
  async add(workspaceId: string, userId: string, role: WorkspaceRole, m: EntityManager): Promise<void> {
    await m.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [workspaceId, userId, role]);
  }
}
