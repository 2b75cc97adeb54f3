import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last due moment of each scheduled job that a process claimed (and so ran). The schema as
 * TypeORM sees it (for migration:generate); every statement is in ScheduledRunsRepository.
 */
@Entity('scheduled_runs')
export class ScheduledRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'scheduled_runs_pkey' }) name: string;
  @Column({ name: 'due_at', type: 'timestamptz' }) dueAt: Date;
  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' }) claimedAt: Date;
}
