import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHECKLIST_MESSAGES, FOLLOW_UP_RULES as R, type NudgeAllResponse } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { notFound } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { checklistClosed } from '../checklists/checklist-closed';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { announceActivity } from '../shares/share-activity.announce';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { FollowUpMailService } from './follow-up-mail.service';
import { readNudgeMessage } from './follow-up-input';
import { SHARE_REMINDED, type ShareRemindedDomainEvent } from './share-reminded.event';
import { ShareRemindersRepository } from './share-reminders.repository';

/**
 * "Nudge all" in a fixed number of statements whatever the audience (issue 43): in one transaction
 * the shares' conditional update (the rules in its WHERE, as for one nudge) with their activity
 * entries, the ledger rows and one queued mail each. The answer says what was queued; the mails go
 * out through the queue right after the commit, from whichever process claims them.
 */
@Injectable()
export class NudgeAllService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checklists: ChecklistsRepository,
    private readonly shares: ShareFollowUpRepository,
    private readonly ledger: ShareRemindersRepository,
    private readonly mail: FollowUpMailService,
    private readonly rateLimit: RateLimitService,
    private readonly events: EventEmitter2,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every recipient with work left is nudged or, when a rule or their settings say no, skipped. */
  async nudgeAll(ownerId: string, checklistId: string, rawMessage: unknown): Promise<NudgeAllResponse> {
    const message = readNudgeMessage(rawMessage);
    if (!(await this.checklists.isOwnedBy(checklistId, ownerId))) throw notFound(CHECKLIST_MESSAGES.notFound);
    const closedAt = await this.checklists.closedAt(checklistId);
    if (closedAt) throw checklistClosed(closedAt, 'owner');
    const now = this.clock.now();
    const { rows, workLeft } = await this.dataSource.transaction(async (m) => {
      const nudged = await this.shares.recordNudgeAll(checklistId, now, R.nudgeEveryHours, R.quietHours, m);
      // Over the day's mail budget: the 429 rolls every nudge of this call back.
      await this.rateLimit.spend(RATE_LIMITS.mailsPerOwnerPerDay, ownerId, nudged.length);
      const ids = nudged.map((r) => r.share_id);
      await this.ledger.insertMany(ids, 'nudge', `nudge:${now.toISOString()}`, now, m);
      await this.mail.enqueueNudges(m, ids.map((shareId) => ({ shareId, message })));
      return { rows: nudged, workLeft: await this.shares.countWorkLeft(checklistId, m) };
    });
    for (const row of rows) {
      const event: ShareRemindedDomainEvent = {
        checklistId,
        shareId: row.share_id,
        remindersSent: row.reminders_sent,
        lastRemindedAt: new Date(row.last_reminded_at).toISOString(),
        kind: 'nudge',
      };
      emitAfterCommit(this.events, SHARE_REMINDED, event);
      announceActivity(this.events, checklistId, row.share_id, row);
    }
    if (rows.length > 0) this.mail.sendQueuedNow();
    return { nudged: rows.length, skipped: workLeft - rows.length };
  }
}
