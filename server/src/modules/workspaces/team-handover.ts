import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACCOUNT_TEAM_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

/**
 * What an account's deletion does to its teams (issue 47). A team with other members keeps its
 * checklists: those the account owned pass to another member (an admin first, then the longest
 * there), so the owner-keyed purge that follows leaves them. The last admin of such a team is
 * refused (409) until another member is admin. A team the account was alone in goes with it.
 * These statements span workspaces, their members and checklists, in the deletion's transaction.
 */
@Injectable()
export class TeamHandover {
  /** In a transaction, before the account's checklists are purged. Throws 409 for a last admin. */
  async handOver(userId: string, m: EntityManager): Promise<void> {
    // Locks the account's team rows, so a role change cannot slip between the check and the handover.
    const teams = (await m.query(
      `SELECT w.id, w.name, wm.role,
              EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = w.id AND o.user_id <> $1) AS others,
              EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = w.id AND o.user_id <> $1 AND o.role = 'admin') AS other_admin
         FROM workspace_members wm JOIN workspaces w ON w.id = wm.workspace_id
        WHERE wm.user_id = $1 AND w.personal_owner_id IS NULL
        ORDER BY w.name, w.id
          FOR UPDATE OF w`,
      [userId],
    )) as { id: string; name: string; role: string; others: boolean; other_admin: boolean }[];
    const stuck = teams.find((t) => t.others && t.role === 'admin' && !t.other_admin);
    if (stuck) throw new DomainError('conflict', ACCOUNT_TEAM_MESSAGES.lastAdmin(stuck.name));
    const shared = teams.filter((t) => t.others).map((t) => t.id);
    if (shared.length === 0) return;
    await m.query(
      `UPDATE checklists c
          SET owner_id = (SELECT o.user_id FROM workspace_members o
                           WHERE o.workspace_id = c.workspace_id AND o.user_id <> $1
                           ORDER BY (o.role = 'admin') DESC, o.joined_at, o.user_id LIMIT 1)
        WHERE c.owner_id = $1 AND c.workspace_id = ANY($2::uuid[])`,
      [userId, shared],
    );
  }

  /** In the account's own transaction: the team workspaces it was the only member of, with what is left in them. */
  async dropSoleTeams(userId: string, m: EntityManager): Promise<void> {
    await m.query(
      `DELETE FROM workspaces w
        WHERE w.personal_owner_id IS NULL
          AND EXISTS (SELECT 1 FROM workspace_members wm WHERE wm.workspace_id = w.id AND wm.user_id = $1)
          AND NOT EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = w.id AND o.user_id <> $1)`,
      [userId],
    );
  }
}
