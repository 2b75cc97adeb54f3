import { Entity, PrimaryColumn } from 'typeorm';
import { CascadeParent } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

/**
 * Once-only events per share: 'opened' (share.opened), 'overdue:<due moment>' (recipient.overdue;
 * a new due moment re-arms it). The schema as TypeORM sees it; the statements are in WebhookOutbox.
 */
@Entity('webhook_share_marks')
export class WebhookShareMarkEntity {
  @PrimaryColumn({ name: 'share_id', type: 'uuid' }) shareId: string;
  @PrimaryColumn({ type: 'varchar', length: 64 }) mark: string;
  @CascadeParent(() => ShareEntity, 'share_id', 'webhook_share_marks_share_id_fkey')
  share?: ShareEntity;
}
