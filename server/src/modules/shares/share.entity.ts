import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { CascadeParent, CreatedAtColumn, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistEntity } from '../checklists/checklist.entity';
import { UserEntity } from '../users/user.entity';

/** A share's stored state; `overdue` is read at query time (a share not done whose due moment passed). */
export type ShareProgressState = 'done' | 'in_progress' | 'not_opened';

/**
 * One per (checklist, recipient). The access token is stored as a SHA-256 hash for lookup and
 * AES-256-GCM encrypted so sharing again can mail the same link; a dump alone opens nothing.
 */
@Entity('shares')
@Check('shares_delivery_status_check', `delivery_status IN ('queued', 'sent', 'failed')`)
@Unique('shares_checklist_recipient_key', ['checklistId', 'recipientId'])
@Index('shares_token_key', ['accessTokenHash'], { unique: true })
@Index('shares_recipient_idx', ['recipientId'])
/** A checklist's shares in (shared_at, id) order: the recipients list's pages (keyset). */
@Index('shares_checklist_order_idx', ['checklistId', 'sharedAt', 'id'])
/** A checklist's counts by state and its overdue recipients (the due moment of shares not done), summed from this index. */
@Index('shares_checklist_state_idx', ['checklistId', 'progressState', 'dueAt'])
/** The recipients list's sorts (share-list.sql.ts); last activity's key is an expression, declared in the migration only. */
@Index('shares_checklist_progress_idx', ['checklistId', 'doneCount', 'id'])
@Index('shares_checklist_state_order_idx', ['checklistId', 'progressState', 'id'])
@Index('shares_checklist_activity_idx', { synchronize: false })
/** The walk's candidates: shares changed since a moment, by COALESCE(changed_at, shared_at), declared in migration ChecklistChangeIndexes only. */
@Index('shares_changed_idx', { synchronize: false })
@Check('shares_progress_state_check', `progress_state IN ('done', 'in_progress', 'not_opened')`)
export class ShareEntity extends UuidKeyedEntity {
  @UuidColumn('checklist_id') checklistId: string;
  @UuidColumn('recipient_id') recipientId: string;
  @Sha256Column('access_token_hash') accessTokenHash: string;
  @Column({ name: 'access_token_encrypted', type: 'text' }) accessTokenEncrypted: string;
  @TimestampColumn('shared_at', { default: 'now()' }) sharedAt: Date;
  @CreatedAtColumn() createdAt: Date;
  /** Follow-through: the recipient's own due moment (null: the checklist's applies) and the reminders and nudges sent. */
  @Index('shares_due_idx', { where: 'due_at IS NOT NULL' })
  @TimestampColumn('due_at', { nullable: true }) dueAt: Date | null;
  /** The IANA zone the due moment was chosen in; null: UTC. */
  @Column({ name: 'due_time_zone', type: 'varchar', length: 64, nullable: true }) dueTimeZone: string | null;
  @Column({ name: 'reminders_sent', type: 'integer', default: 0 }) remindersSent: number;
  @TimestampColumn('last_reminded_at', { nullable: true }) lastRemindedAt: Date | null;
  @TimestampColumn('last_nudged_at', { nullable: true }) lastNudgedAt: Date | null;
  /**
   * When the reminder job should look at this share next (its next reminder slot; '-infinity': at the
   * next run; null: never). Kept by the job and by triggers on the due moment's columns (migration ReminderChecks).
   */
  @Index('shares_reminder_check_idx', { where: 'reminder_check_at IS NOT NULL' })
  @TimestampColumn('reminder_check_at', { nullable: true }) reminderCheckAt: Date | null;
  /** Link control: when the owner revoked the link (null: it works). */
  @TimestampColumn('revoked_at', { nullable: true }) revokedAt: Date | null;
  /** The invitation's delivery (issue 18), kept by ShareDeliveryRepository: the latest mail job's state. */
  @Column({ name: 'delivery_status', type: 'varchar', length: 16, default: 'queued' }) deliveryStatus: 'queued' | 'sent' | 'failed';
  @TimestampColumn('delivery_at', { default: 'now()' }) deliveryAt: Date;
  @Column({ name: 'delivery_error', type: 'text', nullable: true }) deliveryError: string | null;
  @UuidColumn('delivery_job_id', { nullable: true }) deliveryJobId: string | null;
  /** The guest's first opening of the link, and the last (UTC) day an opening was recorded in share_activity. */
  @TimestampColumn('first_opened_at', { nullable: true }) firstOpenedAt: Date | null;
  @Column({ name: 'opened_on', type: 'date', nullable: true }) openedOn: string | null;
  /** Presence: when the recipient was last seen on the guest page (written by modules/presence). */
  @TimestampColumn('last_seen_at', { nullable: true }) lastSeenAt: Date | null;
  /**
   * Maintained by the database (migration ShareProgressFigures): items ticked, the state they make
   * with the checklist's item count and the opening, and the last save or opening. Never written here.
   */
  @Column({ name: 'done_count', type: 'integer', default: 0 }) doneCount: number;
  @Column({ name: 'progress_state', type: 'varchar', length: 16, default: 'not_opened' }) progressState: ShareProgressState;
  @TimestampColumn('last_activity_at', { nullable: true }) lastActivityAt: Date | null;
  /** The last change the owner sees on the share, by the database clock; kept by a trigger (migration ChecklistChangeStamps), never written here. */
  @TimestampColumn('changed_at', { nullable: true }) changedAt: Date | null;
  /** Its current run (issue 45), set by the run starter; null for a checklist without a schedule. No foreign key: share_runs refers to shares. */
  @UuidColumn('current_run_id', { nullable: true }) currentRunId: string | null;
  /** The recipient's own IANA zone (issue 45): their runs and reminders follow it; null: the schedule's. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true }) timeZone: string | null;
  /** With its own zone, its next run start (kept by the schedule's writers and the run starter); null otherwise. */
  @Index('shares_next_run_idx', { where: 'next_run_at IS NOT NULL' })
  @TimestampColumn('next_run_at', { nullable: true }) nextRunAt: Date | null;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'shares_checklist_id_fkey')
  checklist?: ChecklistEntity;
  @CascadeParent(() => UserEntity, 'recipient_id', 'shares_recipient_id_fkey')
  recipient?: UserEntity;
}
