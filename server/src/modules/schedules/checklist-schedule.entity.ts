import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MissedPolicy } from '@ticklist/contracts';
import { CascadeParent, TimestampColumn, UpdatedAtColumn } from '../../common/entity-columns';
import { ChecklistEntity } from '../checklists/checklist.entity';

/**
 * A checklist's schedule (issue 45). The schema as TypeORM sees it (for migration:generate); every
 * statement is in ChecklistSchedulesRepository.
 */
@Entity('checklist_schedules')
@Check('checklist_schedules_missed_policy_check', `missed_policy IN ('missed', 'keep_open')`)
// (next_run_at) WHERE next_run_at IS NOT NULL AND NOT paused: the partial condition is declared in the migration only.
@Index('checklist_schedules_next_idx', { synchronize: false })
export class ChecklistScheduleEntity {
  @PrimaryColumn({ name: 'checklist_id', type: 'uuid' }) checklistId: string;
  /** RFC 5545 RRULE without DTSTART. */
  @Column({ type: 'varchar', length: 500 }) rrule: string;
  /** The local start, YYYY-MM-DDTHH:mm, read in time_zone. */
  @Column({ name: 'starts_at', type: 'varchar', length: 16 }) startsAt: string;
  @Column({ name: 'time_zone', type: 'varchar', length: 64 }) timeZone: string;
  @Column({ name: 'opens_before_hours', type: 'smallint', default: 0 }) opensBeforeHours: number;
  @Column({ name: 'due_after_hours', type: 'smallint', nullable: true }) dueAfterHours: number | null;
  @Column({ name: 'missed_policy', type: 'varchar', length: 16, default: 'missed' }) missedPolicy: MissedPolicy;
  @Column({ name: 'carry_notes', type: 'boolean', default: false }) carryNotes: boolean;
  @Column({ type: 'boolean', default: false }) paused: boolean;
  /** The rule in words, as answers carry it. */
  @Column({ type: 'varchar', length: 300 }) description: string;
  /** The next moment the scheduler starts (skips applied); null once the rule has ended. */
  @TimestampColumn('next_run_at', { nullable: true }) nextRunAt: Date | null;
  @UpdatedAtColumn() updatedAt: Date;
  @CascadeParent(() => ChecklistEntity, 'checklist_id', 'checklist_schedules_checklist_id_fkey')
  checklist?: ChecklistEntity;
}
