import { Check, Column, Entity, Unique } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

export type ShareReminderKind = 'before' | 'overdue' | 'nudge';

/**
 * The ledger of reminders and nudges: one row per slot sent to a share. The unique (share, slot)
 * makes each slot happen at most once whichever replica, restart or retry gets to it. The schema as
 * TypeORM sees it (for migration:generate); every statement is in ShareRemindersRepository.
 */
@Entity('share_reminders')
@Unique('share_reminders_slot_key', ['shareId', 'slot'])
@Check('share_reminders_kind_check', `kind IN ('before', 'overdue', 'nudge')`)
export class ShareReminderEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  @Column({ type: 'varchar', length: 16 }) kind: ShareReminderKind;
  /** 'before:<due>', 'overdue:<due>:<k>' or 'nudge:<moment>': the due moment is in the key, so a new one re-arms. */
  @Column({ type: 'varchar', length: 100 }) slot: string;
  @TimestampColumn('sent_at') sentAt: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'share_reminders_share_id_fkey')
  share?: ShareEntity;
}
