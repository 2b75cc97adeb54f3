import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../../common/entity-columns';

/** Invite codes stored in the database (`npm run invites -- create`), each with a number of uses. */
@Entity('invite_codes')
@Unique('invite_codes_code_key', ['code'])
@Check('invite_codes_uses_remaining_check', '(uses_remaining >= 0)')
export class InviteCodeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 64 }) code: string;
  @Column({ name: 'uses_remaining', type: 'integer' }) usesRemaining: number;
  @CreatedAtColumn() createdAt: Date;
}
