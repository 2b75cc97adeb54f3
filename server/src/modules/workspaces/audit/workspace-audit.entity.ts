import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';
import { WorkspaceEntity } from '../workspace.entity';

/** One entry of a workspace's audit log. Statements: WorkspaceAuditRepository. */
@Entity('workspace_audit')
@Check('workspace_audit_via_kind_check', `via_kind IN ('session', 'token')`)
// (workspace_id, at DESC, id DESC): descending columns are declared in the migration only.
@Index('workspace_audit_page_idx', { synchronize: false })
// Older entries are pruned by moment (AuditPruneJob).
@Index('workspace_audit_at_idx', ['at'])
// The trigger users_audit_actor_gone and the foreign key's SET NULL find an account's entries by it.
@Index('workspace_audit_actor_idx', ['actorId'], { where: 'actor_id IS NOT NULL' })
// The daily prune clears the addresses kept past 30 days.
@Index('workspace_audit_gone_idx', ['actorGoneAt'], { where: 'actor_email IS NOT NULL' })
export class WorkspaceAuditEntity extends UuidKeyedEntity {
  @UuidColumn('workspace_id') workspaceId: string;
  @UuidColumn('actor_id', { nullable: true }) actorId: string | null;
  @Column({ name: 'via_kind', type: 'varchar', length: 8 }) viaKind: 'session' | 'token';
  @UuidColumn('via_id', { nullable: true }) viaId: string | null;
  @Column({ type: 'varchar', length: 64 }) action: string;
  @Column({ name: 'target_type', type: 'varchar', length: 16 }) targetType: string;
  @UuidColumn('target_id') targetId: string;
  @TimestampColumn('at', { default: 'clock_timestamp()' }) at: Date;
  /** The deleted actor's address, kept 30 days after the deletion (trigger users_audit_actor_gone), then cleared. */
  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true }) actorEmail: string | null;
  @TimestampColumn('actor_gone_at', { nullable: true }) actorGoneAt: Date | null;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'workspace_audit_workspace_id_fkey')
  workspace?: WorkspaceEntity;
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'workspace_audit_actor_id_fkey' })
  actor?: UserEntity;
}
