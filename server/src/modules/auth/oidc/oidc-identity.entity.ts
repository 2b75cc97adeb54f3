import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, CreatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../../common/entity-columns';
import { UserEntity } from '../../users/user.entity';

/** An account's subject at the team's OpenID Provider: later sign-ins match by it, not by address. */
@Entity('oidc_identities')
@Index('oidc_identities_subject_key', ['issuer', 'subject'], { unique: true })
@Index('oidc_identities_user_key', ['userId', 'issuer'], { unique: true })
export class OidcIdentityEntity extends UuidKeyedEntity {
  @UuidColumn('user_id') userId: string;
  @Column({ type: 'varchar', length: 500 }) issuer: string;
  @Column({ type: 'varchar', length: 255 }) subject: string;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'user_id', 'oidc_identities_user_id_fkey')
  user?: UserEntity;
}
