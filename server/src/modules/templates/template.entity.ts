import { Column, Entity, Index } from 'typeorm';
import { WorkspaceEntity } from '../workspaces/workspace.entity';
import { CascadeParent, CreatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import type { TemplateItem } from '@ticklist/contracts';
import { UserEntity } from '../users/user.entity';

/** An owner's own template: a snapshot of a checklist's title, description and items. */
@Entity('checklist_templates')
@Index('checklist_templates_workspace_idx', ['workspaceId'])
@Index('checklist_templates_owner_idx', ['ownerId', 'createdAt'])
export class TemplateEntity extends UuidKeyedEntity {
  @UuidColumn('owner_id') ownerId: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'jsonb' }) items: TemplateItem[];
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'owner_id', 'checklist_templates_owner_id_fkey')
  owner?: UserEntity;
  /** The workspace it belongs to (issue 47); left out on insert, its owner's personal one (a trigger fills it in). */
  @UuidColumn('workspace_id') workspaceId: string;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'checklist_templates_workspace_id_fkey')
  workspace?: WorkspaceEntity;
}
