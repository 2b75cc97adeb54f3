import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn } from '../../common/entity-columns';
import { ChecklistEntity } from '../checklists/checklist.entity';

/**
 * The id of a share its owner removed: its link answers 409 ("removed"), not 404. The schema as
 * TypeORM sees it; the statements are in ShareLinksRepository.
 */
@Entity('removed_shares')
@Index('removed_shares_checklist_idx', ['checklistId'])
@Index('removed_shares_removed_idx', ['removedAt'])
export class RemovedShareEntity {
  @PrimaryColumn({ name: 'share_id', type: 'uuid' }) shareId: string;
  @UuidColumn('checklist_id') checklistId: string;
  @TimestampColumn('removed_at', { default: 'now()' }) removedAt: Date;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'removed_shares_checklist_id_fkey')
  checklist?: ChecklistEntity;
}
