import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

/**
 * The hash of a link replaced by a new one: it answers 410, not 404. The schema as TypeORM sees
 * it; the statements are in ShareLinksRepository and SharesRepository.
 */
@Entity('share_retired_tokens')
@Index('share_retired_tokens_share_idx', ['shareId'])
export class ShareRetiredTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 }) tokenHash: string;
  @UuidColumn('share_id') shareId: string;
  @TimestampColumn('retired_at', { default: 'now()' }) retiredAt: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_retired_tokens_share_id_fkey')
  share?: ShareEntity;
}
