import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

/**
 * A share's open guest sockets, per process, with a lease (a crashed process's rows expire). The
 * schema as TypeORM sees it; every statement is in SharePresenceRepository.
 */
@Entity('share_presence')
@Index('share_presence_process_idx', ['processId'])
@Index('share_presence_expires_idx', ['expiresAt'])
export class SharePresenceEntity {
  @PrimaryColumn({ name: 'share_id', type: 'uuid' }) shareId: string;
  @PrimaryColumn({ name: 'process_id', type: 'uuid' }) processId: string;
  @Column({ type: 'integer' }) sockets: number;
  @TimestampColumn('expires_at') expiresAt: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_presence_share_id_fkey')
  share?: ShareEntity;
}
