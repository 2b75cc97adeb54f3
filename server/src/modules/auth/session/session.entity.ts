import { Column, Entity, Index } from 'typeorm';
import type { SessionMethod } from '@ticklist/contracts';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/**
 * One sign-in: the session its bearer tokens name (`sid`). `device` (from the User-Agent) and
 * `place` (the IP, masked) are kept only for the session's life. The `legacy` row stands for the
 * tokens issued before sessions existed ("Earlier sign-in"), at most one per account.
 */
@Entity('sessions')
@Index('sessions_user_idx', ['userId', 'createdAt'])
// Partial index (WHERE legacy): it lives in the migration; `synchronize: false` keeps the generator off it.
@Index('sessions_legacy_key', { synchronize: false })
export class SessionEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  @Column({ type: 'boolean', default: false }) legacy: boolean;
  @Column({ type: 'varchar', length: 64, nullable: true }) device: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) place: string | null;
  /** How it signed in (issue 49): a password, a password and an authenticator code, a passkey, single sign-on. */
  @Column({ type: 'varchar', length: 16, default: 'password' }) method: SessionMethod;
  @CreatedAtColumn() createdAt: Date;
  @TimestampColumn('last_used_at', { nullable: true }) lastUsedAt: Date | null;
  @TimestampColumn('expires_at') expiresAt: Date;
  @TimestampColumn('ended_at', { nullable: true }) endedAt: Date | null;
  @CascadeParent(() => UserEntity, 'user_id', 'sessions_user_id_fkey')
  user?: UserEntity;
}
