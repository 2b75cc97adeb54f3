import { Check, Column, Entity, Unique } from 'typeorm';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistEntity } from '../checklists/checklist.entity';

/** 'started': its runs were made; 'missed': passed while no scheduler ran (not the latest), no runs, no mail. */
export type OccurrenceStatus = 'started' | 'missed';

/** One moment of a checklist's schedule (issue 45). Every statement is in RunsRepository. */
@Entity('checklist_occurrences')
@Check('checklist_occurrences_status_check', `status IN ('started', 'missed')`)
@Unique('checklist_occurrences_moment_key', ['checklistId', 'startsAt'])
export class OccurrenceEntity extends UuidKeyedEntity {
  @UuidColumn('checklist_id') checklistId: string;
  @TimestampColumn('starts_at') startsAt: Date;
  @TimestampColumn('due_at', { nullable: true }) dueAt: Date | null;
  @Column({ type: 'varchar', length: 16 }) status: OccurrenceStatus;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'checklist_occurrences_checklist_id_fkey')
  checklist?: ChecklistEntity;
}
