import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, TimestampColumn, UpdatedAtColumn, UuidKeyedEntity } from '../../common/entity-columns';
import type { AccountType } from '@ticklist/contracts';

/**
 * Owners sign up with a password; guests are created when a checklist is shared with their
 * address and have none. One row per e-mail address (stored lower-cased).
 */
@Entity('users')
// Expression and partial indexes live in the migrations; `synchronize: false` keeps the generator off them.
@Index('users_email_key', { synchronize: false })
@Index('users_username_key', { synchronize: false })
@Index('users_last_active_idx', { synchronize: false })
/** Retention's reads (migration BoundedHousekeeping): partial indexes TypeORM cannot describe. */
@Index('users_retention_notice_idx', { synchronize: false })
@Index('users_deletion_notice_idx', { synchronize: false })
@Index('users_deletion_started_idx', { synchronize: false })
export class UserEntity extends UuidKeyedEntity {
  @Column({ type: 'varchar', length: 32, nullable: true }) username: string | null;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ name: 'password_hash', type: 'varchar', nullable: true, select: false }) passwordHash: string | null;
  @Column({ name: 'account_type', type: 'varchar', length: 16 }) accountType: AccountType;
  @Column({ name: 'email_validated', type: 'boolean', default: false }) emailValidated: boolean;
  /** Bumped on password change/reset and deletion: tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 }) tokenVersion: number;
  @TimestampColumn('unsubscribed_at', { nullable: true }) unsubscribedAt: Date | null;
  @Column({ name: 'email_notifications', type: 'boolean', default: true }) emailNotifications: boolean;
  @Column({ name: 'push_notifications', type: 'boolean', default: false }) pushNotifications: boolean;
  @Column({ name: 'share_notifications', type: 'boolean', default: true }) shareNotifications: boolean;
  @Column({ name: 'application_updates', type: 'boolean', default: false }) applicationUpdates: boolean;
  /** The owner's mails to recipients carry Reply-To: the owner's address (issue 48). */
  @Column({ name: 'reply_to_owner', type: 'boolean', default: true }) replyToOwner: boolean;
  @TimestampColumn('last_active_at', { default: 'now()' }) lastActiveAt: Date;
  @TimestampColumn('deletion_notice_sent_at', { nullable: true }) deletionNoticeSentAt: Date | null;
  /** The account's deletion began (its checklists go in batches); retention finishes one a dead process left. */
  @TimestampColumn('deletion_started_at', { nullable: true }) deletionStartedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}
