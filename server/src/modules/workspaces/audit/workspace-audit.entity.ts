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
export class WorkspaceAuditEntity extends UuidKeyedEntity {
  @UuidColumn('workspace_id') workspaceId: string;
  @UuidColumn('actor_id', { nullable: true }) actorId: string | null;
  @Column({ name: 'via_kind', type: 'varchar', length: 8 }) viaKind: 'session' | 'token';
  @UuidColumn('via_id', { nullable: true }) viaId: string | null;
  @Column({ type: 'varchar', length: 64 }) action: string;
  @Column({ name: 'target_type', type: 'varchar', length: 16 }) targetType: string;
  @UuidColumn('target_id') targetId: string;
  @TimestampColumn('at', { default: 'clock_timestamp()' }) at: Date;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'workspace_audit_workspace_id_fkey')
  workspace?: WorkspaceEntity;
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'workspace_audit_actor_id_fkey' })
  actor?: UserEntity;
}
