import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, CreatedAtColumn, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/** What a challenge is for: the MFA step of a sign-in, a passkey ceremony, an OIDC round trip. */
export type SignInChallengePurpose = 'mfa' | 'passkey-reg' | 'passkey-login' | 'oidc-state' | 'oidc-code';

/**
 * A secret one sign-in step hands to the next (issue 49): kept in the database so that any replica
 * can answer the next step, only its SHA-256 stored, short-lived and taken once.
 */
@Entity('sign_in_challenges')
@Index('sign_in_challenges_key', ['purpose', 'keyHash'], { unique: true })
export class SignInChallengeEntity extends UuidKeyedEntity {
  @Column({ type: 'varchar', length: 16 }) purpose: SignInChallengePurpose;
  @Sha256Column('key_hash') keyHash: string;
  @UuidColumn('user_id', { nullable: true }) userId: string | null;
  /** What the next step needs (JSON), never a secret in the clear. */
  @Column({ type: 'text', nullable: true }) data: string | null;
  @Index('sign_in_challenges_expires_idx')
  @TimestampColumn('expires_at') expiresAt: Date;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'sign_in_challenges_user_id_fkey')
  user?: UserEntity;
}
