import { Check, Column, Entity, Unique } from 'typeorm';
import { CreatedAtColumn, UuidKeyedEntity } from '../../common/entity-columns';

/** Invite codes stored in the database (`npm run invites -- create`), each with a number of uses. */
@Entity('invite_codes')
@Unique('invite_codes_code_key', ['code'])
@Check('invite_codes_uses_remaining_check', '(uses_remaining >= 0)')
export class InviteCodeEntity extends UuidKeyedEntity {
  @Column({ type: 'varchar', length: 64 }) code: string;
  @Column({ name: 'uses_remaining', type: 'integer' }) usesRemaining: number;
  @CreatedAtColumn() createdAt: Date;
}
