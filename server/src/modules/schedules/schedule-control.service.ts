import { Inject, Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, SCHEDULE_LIMITS, SCHEDULE_MESSAGES, type SchedulePreview, type ScheduleState } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { FieldErrors, notFound } from '../../common/domain-error';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { ChecklistSchedulesRepository } from './checklist-schedules.repository';
import type { ChecklistScheduleEntity } from './checklist-schedule.entity';
import { readSchedule } from './schedule-input';
import { describe, nextOccurrence, occurrencesAfter } from './recurrence';
import { toSchedule } from './schedule.mapper';
import { RecipientZones } from './recipient-zones';

/**
 * Pause, resume and skip (issue 45), and the form's preview. Someone else's checklist is "Checklist
 * not found"; one without a schedule "This checklist has no schedule" (both 404).
 */
@Injectable()
export class ScheduleControlService {
  constructor(
    private readonly checklists: ChecklistsRepository,
    private readonly schedules: ChecklistSchedulesRepository,
    private readonly zones: RecipientZones,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Paused, no run starts; nextRunAt is null until resumed. Pausing a paused schedule changes nothing. */
  async pause(ownerId: string, id: string): Promise<ScheduleState> {
    const schedule = await this.owned(ownerId, id);
    if (!schedule.paused) await this.schedules.setPaused(id, true, schedule.nextRunAt);
    return this.state(id);
  }

  /** Resumed at the rule's next moment after now (moments passed while paused are not caught up). */
  async resume(ownerId: string, id: string): Promise<ScheduleState> {
    const schedule = await this.owned(ownerId, id);
    if (schedule.paused) {
      await this.schedules.setPaused(id, false, nextOccurrence(schedule, this.clock.now()));
      await this.zones.restart(id, schedule, this.clock.now());
    }
    return this.state(id);
  }

  /** Skips the next moment: the one after it becomes the next (for recipients in their own zone too). Each call skips one more. */
  async skip(ownerId: string, id: string): Promise<ScheduleState> {
    const schedule = await this.owned(ownerId, id);
    const from = schedule.nextRunAt ?? this.clock.now();
    await this.schedules.setNextRunAt(id, schedule.nextRunAt ? nextOccurrence(schedule, from) : null);
    await this.zones.skip(id, schedule);
    return this.state(id);
  }

  /** The schedule as it would be saved and its next moments from now: what the form shows before saving. */
  preview(body: { schedule?: unknown }): SchedulePreview {
    const types = new FieldErrors();
    const rules = new FieldErrors();
    const now = this.clock.now();
    const fields = readSchedule(body.schedule ?? null, now, types, rules);
    if (body.schedule === undefined || body.schedule === null) types.add('schedule', SCHEDULE_MESSAGES.scheduleInvalid);
    types.throwWrongTypesIfAny();
    rules.throwIfAny();
    const schedule = fields!;
    return {
      schedule: { ...schedule, description: describe(schedule) },
      occurrences: occurrencesAfter(schedule, now, SCHEDULE_LIMITS.previewCount).map((d) => d.toISOString()),
    };
  }

  private async owned(ownerId: string, id: string): Promise<ChecklistScheduleEntity> {
    if (!(await this.checklists.isOwnedBy(id, ownerId))) throw notFound(CHECKLIST_MESSAGES.notFound);
    const schedule = await this.schedules.find(id);
    if (!schedule) throw notFound(SCHEDULE_MESSAGES.noSchedule);
    return schedule;
  }

  private async state(id: string): Promise<ScheduleState> {
    const schedule = (await this.schedules.find(id))!;
    const closed = (await this.checklists.closedAt(id)) !== null;
    return { schedule: toSchedule(schedule), nextRunAt: schedule.paused || closed ? null : (schedule.nextRunAt?.toISOString() ?? null) };
  }
}
