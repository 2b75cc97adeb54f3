import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CascadeParent, CreatedAtColumn, UuidColumn } from '../../common/entity-columns';
import { UserEntity } from '../users/user.entity';

export type EmailTokenPurpose = 'verify' | 'reset' | 'unsubscribe';

/** One-time links sent by mail. Only the SHA-256 of the secret part is stored. */
@Entity('email_tokens')
@Index('email_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('email_tokens_user_idx', ['userId', 'purpose'])
export class EmailTokenEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @UuidColumn('user_id') userId: string;
  @Column({ type: 'varchar', length: 16 }) purpose: EmailTokenPurpose;
  @Column({ name: 'token_hash', type: 'varchar', length: 64 }) tokenHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'email_tokens_user_id_fkey')
  user?: UserEntity;
}
