import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CascadeParent, CreatedAtColumn, TimestampColumn } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/**
 * An owner's authenticator app (TOTP, RFC 6238): its secret sealed with a key derived from the
 * server secret; `enabledAt` null while it is being set up. `lastUsedStep` is the 30-second step of
 * the last code accepted: a code is taken once, never again within its window.
 */
@Entity('user_totp')
export class TotpEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'secret_sealed', type: 'varchar', length: 200 }) secretSealed: string;
  @TimestampColumn('enabled_at', { nullable: true }) enabledAt: Date | null;
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true }) lastUsedStep: string | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'user_totp_user_id_fkey')
  user?: UserEntity;
}
