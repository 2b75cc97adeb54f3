import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AccessTokenScope } from '@ticklist/contracts';
import { UserEntity } from '../../users/user.entity';

/** A personal access token: a credential for the owner's scripts. Only the SHA-256 of the secret is stored. */
@Entity('personal_access_tokens')
@Check('personal_access_tokens_scope_check', `scope IN ('read', 'write')`)
@Index('personal_access_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('personal_access_tokens_user_idx', ['userId', 'createdAt'])
export class AccessTokenEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 8 }) scope: AccessTokenScope;
  @Column({ name: 'token_hash', type: 'varchar', length: 64, select: false }) tokenHash: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'personal_access_tokens_user_id_fkey' })
  user?: UserEntity;
}
