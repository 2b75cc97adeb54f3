import { Check, Column, Entity, Index } from 'typeorm';
import { WorkspaceEntity } from '../../workspaces/workspace.entity';
import { CascadeParent, CreatedAtColumn, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import type { AccessTokenScope } from '@ticklist/contracts';
import { UserEntity } from '../../users/user.entity';

/** A personal access token: a credential for the owner's scripts. Only the SHA-256 of the secret is stored. */
@Entity('personal_access_tokens')
@Index('personal_access_tokens_workspace_idx', ['workspaceId'])
@Check('personal_access_tokens_scope_check', `scope IN ('read', 'write')`)
@Index('personal_access_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('personal_access_tokens_user_idx', ['userId', 'createdAt'])
export class AccessTokenEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 8 }) scope: AccessTokenScope;
  @Sha256Column('token_hash', { select: false }) tokenHash: string;
  @CreatedAtColumn() createdAt: Date;
  @TimestampColumn('expires_at', { nullable: true }) expiresAt: Date | null;
  @TimestampColumn('last_used_at', { nullable: true }) lastUsedAt: Date | null;
  @CascadeParent(() => UserEntity, 'user_id', 'personal_access_tokens_user_id_fkey')
  user?: UserEntity;
  /** The workspace it belongs to (issue 47); left out on insert, its owner's personal one (a trigger fills it in). */
  @UuidColumn('workspace_id') workspaceId: string;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'personal_access_tokens_workspace_id_fkey')
  workspace?: WorkspaceEntity;
}
