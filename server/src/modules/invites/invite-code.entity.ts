import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Invite codes stored in the database (`npm run invites -- create`), each with a number of uses. */
@Entity('invite_codes')
export class InviteCodeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 64 }) code: string;
  @Column({ name: 'uses_remaining', type: 'integer' }) usesRemaining: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
