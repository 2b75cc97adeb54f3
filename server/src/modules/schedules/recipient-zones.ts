import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { nextOccurrence, type Recurrence } from './recurrence';
import { RecipientZonesRepository } from './recipient-zones.repository';

/**
 * Recipients in their own time zone (issue 45): each one's runs start when the rule's moment comes on
 * their wall clock. Whoever moves the schedule's next moment (a write, a resume, a reopen, a skip)
 * moves theirs the same way here.
 */
@Injectable()
export class RecipientZones {
  constructor(private readonly zones: RecipientZonesRepository) {}

  /** Every zone's next moment after `after` (null when the rule has ended; every one when there is no schedule). */
  async restart(checklistId: string, recurrence: Recurrence | null, after: Date, m?: EntityManager): Promise<void> {
    for (const zone of await this.zones.zones(checklistId, m)) {
      await this.zones.setZoneNext(checklistId, zone, recurrence ? nextOccurrence(recurrence, after, zone) : null, m);
    }
  }

  /** A skip: each zone's next moment becomes the one after it. */
  async skip(checklistId: string, recurrence: Recurrence, m?: EntityManager): Promise<void> {
    for (const { time_zone, next_run_at } of await this.zones.nextByZone(checklistId, m)) {
      if (next_run_at) await this.zones.setZoneNext(checklistId, time_zone, nextOccurrence(recurrence, new Date(next_run_at), time_zone), m);
    }
  }

  /** One recipient's zone (null: back to the schedule's), with their next moment in it from `now`. */
  async set(shareId: string, zone: string | null, recurrence: Recurrence | null, now: Date, m?: EntityManager): Promise<void> {
    await this.zones.setShareZone(shareId, zone, zone && recurrence ? nextOccurrence(recurrence, now, zone) : null, m);
  }
}
