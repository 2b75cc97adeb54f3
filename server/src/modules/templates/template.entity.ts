import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { TemplateItem } from '@ticklist/contracts';
import { UserEntity } from '../users/user.entity';

/** An owner's own template: a snapshot of a checklist's title, description and items. */
@Entity('checklist_templates')
@Index('checklist_templates_owner_idx', ['ownerId', 'createdAt'])
export class TemplateEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'owner_id', type: 'uuid' }) ownerId: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'jsonb' }) items: TemplateItem[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'checklist_templates_owner_id_fkey' })
  owner?: UserEntity;
}
