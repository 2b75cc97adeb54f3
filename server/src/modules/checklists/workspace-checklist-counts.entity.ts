import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CascadeParent } from '../../common/entity-columns';
import { WorkspaceEntity } from '../workspaces/workspace.entity';

/**
 * A workspace's checklists and open checklists, kept by the database (migration
 * WorkspaceChecklistCounts): the list's `status=any` and `status=all` totals. The schema as TypeORM sees it.
 */
@Entity('workspace_checklist_counts')
export class WorkspaceChecklistCountsEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' }) workspaceId: string;
  @Column({ type: 'integer', default: 0 }) checklists: number;
  @Column({ name: 'open_checklists', type: 'integer', default: 0 }) openChecklists: number;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'workspace_checklist_counts_workspace_id_fkey')
  workspace?: WorkspaceEntity;
}
