import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify' | 'reset' | 'unsubscribe';

/** One-time links sent by mail. Only the SHA-256 of the secret part is stored. */
@Entity('email_tokens')
export class EmailTokenEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 16 }) purpose: EmailTokenPurpose;
  @Column({ name: 'token_hash', type: 'varchar', length: 64 }) tokenHash: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
