import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, CreatedAtColumn, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { UserEntity } from '../users/user.entity';

export type EmailTokenPurpose = 'verify' | 'reset' | 'unsubscribe';

/** One-time links sent by mail. Only the SHA-256 of the secret part is stored. */
@Entity('email_tokens')
@Index('email_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('email_tokens_user_idx', ['userId', 'purpose'])
export class EmailTokenEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  @Column({ type: 'varchar', length: 16 }) purpose: EmailTokenPurpose;
  @Sha256Column('token_hash') tokenHash: string;
  /** Pruned once past (EmailTokensPruneJob). */
  @Index('email_tokens_expires_idx')
  @TimestampColumn('expires_at') expiresAt: Date;
  @Index('email_tokens_used_idx', { where: 'used_at IS NOT NULL' })
  @TimestampColumn('used_at', { nullable: true }) usedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'email_tokens_user_id_fkey')
  user?: UserEntity;
}
