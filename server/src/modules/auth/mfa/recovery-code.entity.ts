import { Entity, Index } from 'typeorm';
import { CascadeParent, CreatedAtColumn, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/** One of an owner's ten recovery codes: only its keyed hash is kept; used once (`usedAt`). */
@Entity('user_recovery_codes')
@Index('user_recovery_codes_key', ['userId', 'codeHash'], { unique: true })
export class RecoveryCodeEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  @Sha256Column('code_hash') codeHash: string;
  @TimestampColumn('used_at', { nullable: true }) usedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'user_recovery_codes_user_id_fkey')
  user?: UserEntity;
}
