import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import { ChecklistScheduleEntity } from './checklist-schedule.entity';
import type { ScheduleFields } from './schedule-input';

/** Every statement on `checklist_schedules`. */
@Injectable()
export class ChecklistSchedulesRepository extends SqlRepository {
  find(checklistId: string, m?: EntityManager): Promise<ChecklistScheduleEntity | null> {
    return this.db(m).findOneBy(ChecklistScheduleEntity, { checklistId });
  }

  /** Sets the checklist's schedule (replacing any), with its words and next moment. */
  async put(checklistId: string, fields: ScheduleFields, description: string, nextRunAt: Date | null, m: EntityManager): Promise<void> {
    await m.upsert(ChecklistScheduleEntity, { checklistId, ...fields, description, nextRunAt }, ['checklistId']);
  }

  async remove(checklistId: string, m: EntityManager): Promise<void> {
    await m.delete(ChecklistScheduleEntity, { checklistId });
  }

  /** Pauses or resumes, with the next moment from then on; false when the checklist has no schedule. */
  async setPaused(checklistId: string, paused: boolean, nextRunAt: Date | null, m?: EntityManager): Promise<void> {
    await this.db(m).update(ChecklistScheduleEntity, { checklistId }, { paused, nextRunAt });
  }

  /** Moves the next moment (a skip, a run started). */
  async setNextRunAt(checklistId: string, nextRunAt: Date | null, m?: EntityManager): Promise<void> {
    await this.db(m).update(ChecklistScheduleEntity, { checklistId }, { nextRunAt });
  }
}
