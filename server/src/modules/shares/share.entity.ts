import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One per (checklist, recipient). The access token is stored as a SHA-256 hash for lookup and
 * AES-256-GCM encrypted so sharing again can mail the same link; a dump alone opens nothing.
 */
@Entity('shares')
export class ShareEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'checklist_id', type: 'uuid' }) checklistId: string;
  @Column({ name: 'recipient_id', type: 'uuid' }) recipientId: string;
  @Column({ name: 'access_token_hash', type: 'varchar', length: 64 }) accessTokenHash: string;
  @Column({ name: 'access_token_encrypted', type: 'text' }) accessTokenEncrypted: string;
  @Column({ name: 'shared_at', type: 'timestamptz' }) sharedAt: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
