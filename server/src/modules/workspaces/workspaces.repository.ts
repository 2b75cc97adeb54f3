import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WorkspaceRole } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';

/** A workspace as one member sees it. */
export interface MemberWorkspaceRow {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
}

/** Every statement on `workspaces`. */
@Injectable()
export class WorkspacesRepository extends SqlRepository {
  /** The user's personal workspace, made (with them as admin) if they have none yet. */
  async personalOf(userId: string, m?: EntityManager): Promise<string> {
    const [row] = (await this.db(m).query(`SELECT personal_workspace_of($1) AS id`, [userId])) as { id: string }[];
    return row!.id;
  }

  /** The workspaces the user is a member of: the personal one first, then by name. */
  ofMember(userId: string): Promise<MemberWorkspaceRow[]> {
    return this.db().query(
      `SELECT w.id, w.name, w.personal_owner_id IS NOT NULL AS personal, m.role
         FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.user_id = $1
        ORDER BY w.personal_owner_id IS NULL, lower(w.name), w.id`,
      [userId],
    );
  }

  /** One workspace as the user sees it, or null when they are not a member. */
  async forMember(userId: string, id: string, m?: EntityManager): Promise<MemberWorkspaceRow | null> {
    const [row] = (await this.db(m).query(
      `SELECT w.id, w.name, w.personal_owner_id IS NOT NULL AS personal, m.role
         FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.user_id = $1 AND w.id = $2`,
      [userId, id],
    )) as MemberWorkspaceRow[];
    return row ?? null;
  }

  /** A team workspace with its creator as its one admin. */
  async insertTeam(name: string, creatorId: string, m: EntityManager): Promise<string> {
    const [row] = (await m.query(`INSERT INTO workspaces (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[];
    await m.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin')`, [row!.id, creatorId]);
    return row!.id;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db().query(`UPDATE workspaces SET name = $2 WHERE id = $1`, [id, name]);
  }

  /** Deletes a team workspace and, with it, its checklists, templates, endpoints and tokens. */
  async deleteTeam(id: string): Promise<boolean> {
    const rows = (await this.db().query(
      `WITH gone AS (DELETE FROM workspaces WHERE id = $1 AND personal_owner_id IS NULL RETURNING id) SELECT id FROM gone`,
      [id],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The ids of the workspace's checklists (the rooms a removed member's sockets leave). */
  async checklistIds(id: string): Promise<string[]> {
    const rows = (await this.db().query(`SELECT id FROM checklists WHERE workspace_id = $1`, [id])) as { id: string }[];
    return rows.map((r) => r.id);
  }
}
