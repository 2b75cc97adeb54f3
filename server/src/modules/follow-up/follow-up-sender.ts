import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { announceActivity } from '../shares/share-activity.announce';
import type { ShareRemindedRow } from '../shares/share-follow-up.repository';
import { FollowUpMailService, type FollowUpMailPayload } from './follow-up-mail.service';
import type { ShareReminderKind } from './share-reminder.entity';
import { ShareRemindersRepository } from './share-reminders.repository';
import { SHARE_REMINDED, type ShareRemindedDomainEvent } from './share-reminded.event';

export interface FollowUpSend {
  shareId: string;
  kind: ShareReminderKind;
  /** The ledger key: a slot is sent at most once. */
  slot: string;
  at: Date;
  /** The share's conditional update (the quiet and nudge rules); null when a rule held the send back. */
  record(m: EntityManager): Promise<ShareRemindedRow | null>;
  mail: FollowUpMailPayload;
}

/** `delivery`: the first attempt of the mail, already started (true when it went out; never rejects). */
export type SendOutcome =
  | { sent: true; event: ShareRemindedDomainEvent; delivery: Promise<boolean> }
  | { sent: false; reason: 'already_sent' | 'held_back' };

/** Thrown inside the transaction to roll back the ledger row when a rule held the send back. */
class HeldBack extends Error {}

/**
 * One reminder or nudge, exactly once: in ONE transaction the ledger row (a slot already there:
 * nothing), the share's conditional update (the rules, in its WHERE) and the queued mail. A crash
 * before the commit leaves nothing; after it, the queue sends the mail. Then `share.reminded` is
 * emitted and the mail tried at once; the caller decides how long to wait for that first attempt
 * (a failure or a slow SMTP server leaves the mail to the queue's retries either way).
 */
@Injectable()
export class FollowUpSender {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: ShareRemindersRepository,
    private readonly mail: FollowUpMailService,
    private readonly events: EventEmitter2,
  ) {}

  async send(send: FollowUpSend): Promise<SendOutcome> {
    let committed;
    try {
      committed = await this.dataSource.transaction(async (m) => {
        if (!(await this.ledger.insert(send.shareId, send.kind, send.slot, send.at, m))) return null;
        const row = await send.record(m);
        if (!row) throw new HeldBack();
        return { row, job: await this.mail.enqueue(m, send.kind === 'nudge', send.mail) };
      });
    } catch (error) {
      if (error instanceof HeldBack) return { sent: false, reason: 'held_back' };
      throw error;
    }
    if (!committed) return { sent: false, reason: 'already_sent' };
    const event: ShareRemindedDomainEvent = {
      checklistId: committed.row.checklist_id,
      shareId: send.shareId,
      remindersSent: committed.row.reminders_sent,
      lastRemindedAt: new Date(committed.row.last_reminded_at).toISOString(),
      kind: send.kind,
    };
    emitAfterCommit(this.events, SHARE_REMINDED, event);
    announceActivity(this.events, committed.row.checklist_id, send.shareId, committed.row);
    return { sent: true, event, delivery: this.mail.trySend(committed.job) };
  }
}
