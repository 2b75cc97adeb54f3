import { Column, Entity, Index, OneToMany } from 'typeorm';
import { WorkspaceEntity } from '../workspaces/workspace.entity';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UpdatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { UserEntity } from '../users/user.entity';
import { ChecklistItemEntity } from './checklist-item.entity';

@Entity('checklists')
// (owner_id, created_at DESC, id DESC) and (workspace_id, created_at DESC, id DESC): descending columns are declared in the migration only.
@Index('checklists_owner_created_idx', { synchronize: false })
@Index('checklists_workspace_created_idx', { synchronize: false })
// The status filters' partial indexes (migration ChecklistStatusFigures), declared there only.
@Index('checklists_open_idx', { synchronize: false })
@Index('checklists_in_progress_idx', { synchronize: false })
@Index('checklists_completed_idx', { synchronize: false })
@Index('checklists_overdue_idx', { synchronize: false })
/** The walk's candidates changed since a moment (migration ChecklistChangeIndexes). */
@Index('checklists_workspace_updated_idx', ['workspaceId', 'updatedAt'])
export class ChecklistEntity extends UuidKeyedEntity {
  @UuidColumn('owner_id') ownerId: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** clock_timestamp(): checklists created in one transaction still get distinct, ordered times. */
  @CreatedAtColumn({ default: 'clock_timestamp()' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
  /** Follow-through: the due moment (to the minute) and the reminder rules; a null rule is off. */
  @Index('checklists_due_idx', { where: 'due_at IS NOT NULL' })
  @TimestampColumn('due_at', { nullable: true }) dueAt: Date | null;
  /** The IANA zone the due moment was chosen in; null: UTC. */
  @Column({ name: 'due_time_zone', type: 'varchar', length: 64, nullable: true }) dueTimeZone: string | null;
  @Column({ name: 'reminder_before_due_days', type: 'smallint', nullable: true, default: 1 }) reminderBeforeDueDays: number | null;
  @Column({ name: 'reminder_overdue_every_days', type: 'smallint', nullable: true, default: 2 }) reminderOverdueEveryDays: number | null;
  @Column({ name: 'reminder_overdue_max', type: 'smallint', nullable: true, default: 3 }) reminderOverdueMax: number | null;
  /** Set while the owner has closed it: recipients read it but cannot save, no reminders go out. */
  @TimestampColumn('closed_at', { nullable: true }) closedAt: Date | null;
  /** 1 when made, raised by each change to the title, description or items (issue 42). */
  @Column({ type: 'integer', default: 1 }) version: number;
  /** Its items, counted; kept by the database (migration ShareProgressFigures), never written here. */
  @Column({ name: 'item_count', type: 'integer', default: 0 }) itemCount: number;
  /** What `?status=` filters on, kept by the database (migration ChecklistStatusFigures), never written here. */
  @Column({ name: 'share_count', type: 'integer', default: 0, insert: false, update: false }) shareCount: number;
  @Column({ name: 'open_share_count', type: 'integer', default: 0, insert: false, update: false }) openShareCount: number;
  @Column({ name: 'overdue_at', type: 'timestamptz', nullable: true, insert: false, update: false }) overdueAt: Date | null;
  /** Issue 48: a finished recipient's answers wait for the owner's review; records: a completion record per complete run. */
  @Column({ type: 'boolean', default: false }) review: boolean;
  @Column({ type: 'boolean', default: false }) records: boolean;
  @CascadeParent(() => UserEntity, 'owner_id', 'checklists_owner_id_fkey')
  owner?: UserEntity;
  @OneToMany(() => ChecklistItemEntity, (item) => item.checklist) items?: ChecklistItemEntity[];
  /** The workspace it belongs to (issue 47); left out on insert, its owner's personal one (a trigger fills it in). */
  @UuidColumn('workspace_id') workspaceId: string;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'checklists_workspace_id_fkey')
  workspace?: WorkspaceEntity;
}
