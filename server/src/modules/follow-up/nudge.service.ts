import { Inject, Injectable } from '@nestjs/common';
import { FOLLOW_UP_MESSAGES as M, FOLLOW_UP_RULES as R, type NudgeResponse } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { DomainError } from '../../common/domain-error';
import { within } from '../../common/within';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { checklistClosed } from '../checklists/checklist-closed';
import { ShareFollowUpRepository, type ShareFollowUpRow } from '../shares/share-follow-up.repository';
import { dueInWords } from './due-words';
import { FollowUpSender } from './follow-up-sender';
import { readNudgeMessage } from './follow-up-input';
import { OwnerShareReader } from './owner-share.reader';

const HOUR_MS = 3_600_000;
/**
 * How long a nudge answer waits for its mails' first attempt (all of a "nudge all" together): the
 * nudge is committed and its mail queued before, so a dead SMTP server only delays the mail.
 */
const DELIVERY_WAIT_MS = 3_000;
type NudgeOutcome = 'nudged' | 'not_pending' | 'no_mail' | 'too_soon';

/**
 * The owner's nudges. The rules (one per recipient per 24 h, none within 20 h of any reminder) are
 * conditions of the share's UPDATE, in the same transaction as the ledger row and the queued mail
 * (FollowUpSender): neither RATE_LIMIT=off nor a Redis outage lifts them, and of two concurrent
 * clicks one sends.
 */
@Injectable()
export class NudgeService {
  constructor(
    private readonly shares: ShareFollowUpRepository,
    private readonly rateLimit: RateLimitService,
    private readonly sender: FollowUpSender,
    private readonly reader: OwnerShareReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async nudgeOne(ownerId: string, checklistId: string, shareId: string, rawMessage: unknown): Promise<NudgeResponse> {
    const message = readNudgeMessage(rawMessage);
    const share = await this.shares.findOwned(ownerId, checklistId, shareId);
    if (!share) throw await this.reader.missing(ownerId, checklistId);
    if (share.closed_at) throw checklistClosed(share.closed_at, 'owner');
    const deliveries: Promise<boolean>[] = [];
    const outcome = await this.nudge(ownerId, share, message, deliveries);
    await settle(deliveries);
    if (outcome === 'not_pending') throw new DomainError('conflict', M.nudgeNotPending);
    if (outcome === 'no_mail') throw new DomainError('conflict', M.nudgeNoMail);
    if (outcome === 'too_soon') throw await this.tooSoon(ownerId, checklistId, shareId);
    return { message: M.nudgeSent(share.email), share: await this.reader.read(ownerId, checklistId, shareId) };
  }

  private async nudge(ownerId: string, share: ShareFollowUpRow, message: string | null, deliveries: Promise<boolean>[]): Promise<NudgeOutcome> {
    if (!share.work_left) return 'not_pending';
    if (!share.reachable) return 'no_mail';
    const now = this.clock.now();
    const outcome = await this.sender.send({
      shareId: share.id,
      kind: 'nudge',
      slot: `nudge:${now.toISOString()}`,
      at: now,
      record: async (m) => {
        const row = await this.shares.recordNudge(share.id, now, R.nudgeEveryHours, R.quietHours, m);
        // Over the owner's mail budget for the day: a 429, and the nudge is rolled back.
        if (row) await this.rateLimit.spend(RATE_LIMITS.mailsPerOwnerPerDay, ownerId, 1);
        return row;
      },
      mail: { shareId: share.id, message },
    });
    if (!outcome.sent) return 'too_soon';
    deliveries.push(outcome.delivery);
    return 'nudged';
  }

  /**
   * 409 with `retryAt`, when the rules next allow a nudge (read after the refusal): a product rule,
   * not a rate limit, so no Retry-After that a client would retry on by itself.
   */
  private async tooSoon(ownerId: string, checklistId: string, shareId: string): Promise<DomainError> {
    const share = await this.shares.findOwned(ownerId, checklistId, shareId);
    const now = this.clock.now().getTime();
    const next = Math.max(
      share?.last_nudged_at ? new Date(share.last_nudged_at).getTime() + R.nudgeEveryHours * HOUR_MS : now,
      share?.last_reminded_at ? new Date(share.last_reminded_at).getTime() + R.quietHours * HOUR_MS : now,
    );
    return new DomainError('conflict', M.nudgeTooSoon(dueInWords(new Date(next))), undefined, undefined, { retryAt: new Date(next).toISOString() });
  }
}

/** Waits for the mails' first attempts, at most DELIVERY_WAIT_MS in all. */
async function settle(deliveries: Promise<boolean>[]): Promise<void> {
  if (deliveries.length > 0) await within(Promise.all(deliveries), DELIVERY_WAIT_MS, () => []);
}
