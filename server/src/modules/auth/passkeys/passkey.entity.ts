import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/** A passkey (WebAuthn credential) of an owner: its public key, the authenticator's last sign counter, a name. */
@Entity('passkeys')
@Index('passkeys_user_idx', ['userId', 'createdAt'])
export class PasskeyEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  /** The credential's id as the browser sends it (base64url). */
  @Index('passkeys_credential_key', { unique: true })
  @Column({ name: 'credential_id', type: 'varchar', length: 1400 }) credentialId: string;
  /** COSE public key, base64url. */
  @Column({ name: 'public_key', type: 'text' }) publicKey: string;
  @Column({ type: 'bigint', default: 0 }) counter: string;
  /** Comma-separated transports the browser reported (usb, internal, hybrid …). */
  @Column({ type: 'varchar', length: 200, nullable: true }) transports: string | null;
  @Column({ type: 'varchar', length: 64 }) name: string;
  @CreatedAtColumn() createdAt: Date;
  @TimestampColumn('last_used_at', { nullable: true }) lastUsedAt: Date | null;
  @CascadeParent(() => UserEntity, 'user_id', 'passkeys_user_id_fkey')
  user?: UserEntity;
}
