import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { ShareDelivery } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { isUuid } from '../../common/uuid';
import type { ClaimedMailJob } from '../mail/mail-jobs.repository';
import type { MailOutcome } from '../mail/mail-queue.service';
import { PLAIN_MAIL_ERRORS, plainMailError } from '../mail/plain-mail-error';
import { announceActivity } from './share-activity.announce';
import { SHARE_DELIVERY_CHANGED, type ShareDeliveryChangedEvent } from './share-delivery.event';
import { ShareDeliveryRepository, type DeliveryRow } from './share-delivery.repository';

/**
 * Keeps each share's invitation state (queued, sent, failed with the error in plain words) from
 * the mail queue's outcomes of its invitation jobs, and tells the owner's room: `share.delivery-changed`,
 * and `share.activity-recorded` when an invitation first fails. A mail that used up its retries
 * stays failed: nothing is dropped silently.
 */
@Injectable()
export class ShareDeliveryTracker implements MailOutcome {
  constructor(
    private readonly deliveries: ShareDeliveryRepository,
    private readonly events: EventEmitter2,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async queued(job: ClaimedMailJob): Promise<void> {
    const shareId = shareOf(job);
    if (shareId) this.announce(shareId, await this.deliveries.queued(shareId, job.id));
  }

  async sent(job: ClaimedMailJob, delivered: boolean): Promise<void> {
    const shareId = shareOf(job);
    if (!shareId) return;
    // Nothing was sent: the share is gone or its recipient turned share mails off since (said as
    // any failure: an owner is not told that an address opted out).
    const row = delivered ? await this.deliveries.sent(shareId, job.id, this.clock.now()) : await this.deliveries.failed(shareId, job.id, PLAIN_MAIL_ERRORS.unknown);
    this.announce(shareId, row);
  }

  async failed(job: ClaimedMailJob, error: unknown): Promise<void> {
    const shareId = shareOf(job);
    if (shareId) this.announce(shareId, await this.deliveries.failed(shareId, job.id, plainMailError(error)));
  }

  /** No invitation could be queued: the recipient does not take mails from Ticklist (said as any failure). */
  async notSent(shareId: string): Promise<void> {
    this.announce(shareId, await this.deliveries.failed(shareId, null, PLAIN_MAIL_ERRORS.unknown));
  }

  private announce(shareId: string, row: DeliveryRow | null): void {
    if (!row) return;
    const changed: ShareDeliveryChangedEvent = { checklistId: row.checklist_id, shareId, delivery: toDelivery(row) };
    emitAfterCommit(this.events, SHARE_DELIVERY_CHANGED, changed);
    announceActivity(this.events, row.checklist_id, shareId, row);
  }
}

function shareOf(job: ClaimedMailJob): string | null {
  return isUuid(job.payload.shareId) ? job.payload.shareId : null;
}

export function toDelivery(row: { status: ShareDelivery['status']; at: Date | string; error: string | null }): ShareDelivery {
  const delivery: ShareDelivery = { status: row.status, at: new Date(row.at).toISOString() };
  if (row.status === 'failed' && row.error) delivery.error = row.error;
  return delivery;
}
