import { Injectable } from '@nestjs/common';
import type { WorkspaceRole } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';

/** A checklist's place and the caller's role there (null: not a member of its workspace). */
export interface ChecklistPlaceRow {
  ownerId: string;
  workspaceId: string;
  role: WorkspaceRole | null;
}

/** The one read behind every checklist-scoped route's access check: checklist and membership in one round trip. */
@Injectable()
export class ChecklistAccessRepository extends SqlRepository {
  async place(checklistId: string, userId: string): Promise<ChecklistPlaceRow | null> {
    const [row] = await this.prepared<ChecklistPlaceRow>(
      'checklist_access_place',
      `SELECT c.owner_id AS "ownerId", c.workspace_id AS "workspaceId", m.role
         FROM checklists c LEFT JOIN workspace_members m ON m.workspace_id = c.workspace_id AND m.user_id = $2
        WHERE c.id = $1`,
      [checklistId, userId],
    );
    return row ?? null;
  }
}
