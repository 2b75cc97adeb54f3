import { Injectable } from '@nestjs/common';
import { FOLLOW_UP_MESSAGES, type Share } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { readDueAt, readDueTimeZone, zoneOfDue } from './follow-up-input';
import { OwnerShareReader } from './owner-share.reader';
import { ScheduleWriter } from '../schedules/schedule-writer';
import { RecipientTimeZoneService } from '../schedules/recipient-time-zone.service';

/** A recipient's own due moment, which wins over the checklist's (null gives the checklist's back), and their own time zone. */
@Injectable()
export class ShareDueService {
  constructor(
    private readonly shares: ShareFollowUpRepository,
    private readonly reader: OwnerShareReader,
    private readonly schedule: ScheduleWriter,
    private readonly recipientZone: RecipientTimeZoneService,
  ) {}

  async setDueAt(ownerId: string, checklistId: string, shareId: string, body: { dueAt?: unknown; dueTimeZone?: unknown; timeZone?: unknown }): Promise<Share> {
    const types = new FieldErrors();
    const rules = new FieldErrors();
    const dueAt = readDueAt(body.dueAt, types, rules);
    const zone = readDueTimeZone(body.dueTimeZone, types, rules);
    // The recipient's own zone (issue 45): a body may carry it alone, leaving the due moment as it is.
    const ownZone = this.recipientZone.read(body.timeZone, types, rules);
    if (body.dueAt === undefined && body.timeZone === undefined) rules.add('dueAt', FOLLOW_UP_MESSAGES.dueAtInvalid);
    types.throwWrongTypesIfAny();
    rules.throwIfAny();
    if (!(await this.shares.findOwned(ownerId, checklistId, shareId))) throw await this.reader.missing(ownerId, checklistId);
    // A scheduled checklist's runs are due by its schedule (issue 45).
    if (dueAt) this.schedule.refuseDueAt(await this.schedule.has(checklistId), dueAt, rules);
    rules.throwIfAny();
    if (body.dueAt !== undefined) await this.shares.setDueAt(shareId, dueAt ?? null, zoneOfDue(dueAt ?? null, zone) ?? null);
    if (ownZone !== undefined) await this.recipientZone.set(checklistId, shareId, ownZone);
    return this.reader.read(ownerId, checklistId, shareId);
  }
}
