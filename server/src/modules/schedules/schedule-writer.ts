import { Inject, Injectable } from '@nestjs/common';
import { SCHEDULE_MESSAGES } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import type { FieldErrors } from '../../common/domain-error';
import { ChecklistSchedulesRepository } from './checklist-schedules.repository';
import { readSchedule, type ScheduleFields } from './schedule-input';
import { describe, nextOccurrence } from './recurrence';
import { RecipientZones } from './recipient-zones';

/**
 * The schedule part of a checklist create or update: read with the body's other fields (one 422
 * for all), written in the checklist's transaction. A new or edited schedule applies from now on:
 * its next moment is the rule's first after the clock.
 */
@Injectable()
export class ScheduleWriter {
  constructor(
    private readonly schedules: ChecklistSchedulesRepository,
    private readonly zones: RecipientZones,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  read(value: unknown, types: FieldErrors, rules: FieldErrors): ScheduleFields | null | undefined {
    return readSchedule(value, this.clock.now(), types, rules);
  }

  /** Whether the checklist has a schedule now (a due moment is refused beside one). */
  async has(checklistId: string, m?: EntityManager): Promise<boolean> {
    return (await this.schedules.find(checklistId, m)) !== null;
  }

  /**
   * A due moment and a schedule exclude each other: a run's due moment comes from the schedule
   * (422 keyed `dueAt`). `schedule` and `dueAt` are what the checklist will have after the write.
   */
  refuseDueAt(hasSchedule: boolean, dueAt: Date | null, rules: FieldErrors): void {
    if (hasSchedule && dueAt !== null) rules.add('dueAt', SCHEDULE_MESSAGES.dueAtWithSchedule);
  }

  /** A reopened checklist's schedule resumes at its next occurrence after now (none passed while closed is caught up). */
  async resumeAfterReopen(checklistId: string, m: EntityManager): Promise<void> {
    const schedule = await this.schedules.find(checklistId, m);
    if (!schedule) return;
    await this.schedules.setNextRunAt(checklistId, nextOccurrence(schedule, this.clock.now()), m);
    await this.zones.restart(checklistId, schedule, this.clock.now(), m);
  }

  /** Writes the body's schedule: undefined leaves it, null removes it. */
  async write(checklistId: string, fields: ScheduleFields | null | undefined, m: EntityManager): Promise<void> {
    if (fields === undefined) return;
    await this.zones.restart(checklistId, fields, this.clock.now(), m);
    if (fields === null) return this.schedules.remove(checklistId, m);
    await this.schedules.put(checklistId, fields, describe(fields), nextOccurrence(fields, this.clock.now()), m);
  }
}
