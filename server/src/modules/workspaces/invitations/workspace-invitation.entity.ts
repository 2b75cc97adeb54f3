import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { WorkspaceRole } from '@ticklist/contracts';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';
import { WorkspaceEntity } from '../workspace.entity';

/** An invitation to a workspace. Only the SHA-256 of its link's token is kept. Statements: WorkspaceInvitationsRepository. */
@Entity('workspace_invitations')
@Check('workspace_invitations_role_check', `role IN ('admin', 'editor', 'reviewer', 'viewer')`)
@Index('workspace_invitations_address_key', ['workspaceId', 'email'], { unique: true })
@Index('workspace_invitations_token_key', ['tokenHash'], { unique: true })
export class WorkspaceInvitationEntity extends UuidKeyedEntity {
  @UuidColumn('workspace_id') workspaceId: string;
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ type: 'varchar', length: 16 }) role: WorkspaceRole;
  @Column({ name: 'token_hash', type: 'varchar', length: 64, nullable: true }) tokenHash: string | null;
  @UuidColumn('invited_by', { nullable: true }) invitedBy: string | null;
  @CreatedAtColumn() createdAt: Date;
  @TimestampColumn('expires_at') expiresAt: Date;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'workspace_invitations_workspace_id_fkey')
  workspace?: WorkspaceEntity;
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by', foreignKeyConstraintName: 'workspace_invitations_invited_by_fkey' })
  inviter?: UserEntity;
}
