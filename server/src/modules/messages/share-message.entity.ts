import { Column, Entity, Index } from 'typeorm';
import type { MessageAuthor } from '@ticklist/contracts';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

/**
 * A message between a recipient and the owner (issue 48). The schema as TypeORM sees it; the
 * statements are in share-messages.repository.ts.
 */
@Entity('share_messages')
@Index('share_messages_share_created_idx', ['shareId', 'createdAt', 'id'])
@Index('share_messages_unmailed_idx', { synchronize: false })
export class ShareMessageEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  /** No foreign key: a message outlives its item. Null: about the whole checklist. */
  @UuidColumn('item_id', { nullable: true }) itemId: string | null;
  @Column({ type: 'varchar', length: 16 }) author: MessageAuthor;
  @Column({ type: 'text' }) text: string;
  @CreatedAtColumn({ default: 'clock_timestamp()' }) createdAt: Date;
  /** When the mail carrying it to the other side was queued; null: not yet. */
  @TimestampColumn('mailed_at', { nullable: true }) mailedAt: Date | null;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_messages_share_id_fkey')
  share?: ShareEntity;
}
