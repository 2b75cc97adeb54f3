import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WorkspaceRole } from '@ticklist/contracts';
import { CascadeParent, TimestampColumn } from '../../common/entity-columns';
import { UserEntity } from '../users/user.entity';
import { WorkspaceEntity } from './workspace.entity';

/** A member of a workspace and their role there. Every statement is in WorkspaceMembersRepository. */
@Entity('workspace_members')
@Check('workspace_members_role_check', `role IN ('admin', 'editor', 'reviewer', 'viewer')`)
@Index('workspace_members_user_idx', ['userId'])
export class WorkspaceMemberEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' }) workspaceId: string;
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 16 }) role: WorkspaceRole;
  @TimestampColumn('joined_at', { default: 'now()' }) joinedAt: Date;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'workspace_members_workspace_id_fkey')
  workspace?: WorkspaceEntity;
  @CascadeParent(() => UserEntity, 'user_id', 'workspace_members_user_id_fkey')
  user?: UserEntity;
}
