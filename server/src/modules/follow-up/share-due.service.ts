import { Injectable } from '@nestjs/common';
import { FOLLOW_UP_MESSAGES, type Share } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { readDueAt, readDueTimeZone, zoneOfDue } from './follow-up-input';
import { OwnerShareReader } from './owner-share.reader';
import { ScheduleWriter } from '../schedules/schedule-writer';

/** A recipient's own due moment, which wins over the checklist's; null gives the checklist's back. */
@Injectable()
export class ShareDueService {
  constructor(
    private readonly shares: ShareFollowUpRepository,
    private readonly reader: OwnerShareReader,
    private readonly schedule: ScheduleWriter,
  ) {}

  async setDueAt(ownerId: string, checklistId: string, shareId: string, body: { dueAt?: unknown; dueTimeZone?: unknown }): Promise<Share> {
    const types = new FieldErrors();
    const rules = new FieldErrors();
    const dueAt = readDueAt(body.dueAt, types, rules);
    const zone = readDueTimeZone(body.dueTimeZone, types, rules);
    if (body.dueAt === undefined) rules.add('dueAt', FOLLOW_UP_MESSAGES.dueAtInvalid);
    types.throwWrongTypesIfAny();
    rules.throwIfAny();
    if (!(await this.shares.findOwned(ownerId, checklistId, shareId))) throw await this.reader.missing(ownerId, checklistId);
    // A scheduled checklist's runs are due by its schedule (issue 45).
    if (dueAt) this.schedule.refuseDueAt(await this.schedule.has(checklistId), dueAt, rules);
    rules.throwIfAny();
    await this.shares.setDueAt(shareId, dueAt ?? null, zoneOfDue(dueAt ?? null, zone) ?? null);
    return this.reader.read(ownerId, checklistId, shareId);
  }
}
