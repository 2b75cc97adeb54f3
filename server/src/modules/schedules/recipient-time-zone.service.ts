import { Inject, Injectable } from '@nestjs/common';
import { SCHEDULE_MESSAGES } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { FieldErrors } from '../../common/domain-error';
import { readDueTimeZone } from '../follow-up/follow-up-input';
import { ChecklistSchedulesRepository } from './checklist-schedules.repository';
import { RecipientZones } from './recipient-zones';

/**
 * A recipient's own time zone (issue 45), set by the owner on the row or by the guest ("Use my time
 * zone"): an IANA name (422 keyed `timeZone` otherwise) or null (the schedule's). With a schedule,
 * the recipient's next run is the rule's next moment on their wall clock.
 */
@Injectable()
export class RecipientTimeZoneService {
  constructor(
    private readonly schedules: ChecklistSchedulesRepository,
    private readonly zones: RecipientZones,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `timeZone` of a body: undefined when left out (400 for a wrong type, 422 for an unknown zone, added to the caller's errors). */
  read(value: unknown, types: FieldErrors, rules: FieldErrors): string | null | undefined {
    return readDueTimeZone(value, types, rules, 'timeZone');
  }

  /** Reads and throws: what the guest route takes. */
  readOnly(value: unknown): string | null {
    const types = new FieldErrors();
    const rules = new FieldErrors();
    const zone = this.read(value, types, rules);
    if (value === undefined) rules.add('timeZone', SCHEDULE_MESSAGES.timeZoneRequired);
    types.throwWrongTypesIfAny();
    rules.throwIfAny();
    return zone ?? null;
  }

  async set(checklistId: string, shareId: string, zone: string | null): Promise<void> {
    await this.zones.set(shareId, zone, await this.schedules.find(checklistId), this.clock.now());
  }
}
