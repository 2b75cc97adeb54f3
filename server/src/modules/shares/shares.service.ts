import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHECKLIST_MESSAGES, SHARING_MESSAGES, type ReadAddress, type ShareOutcome } from '@ticklist/contracts';
import { forbidden, notFound } from '../../common/domain-error';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { checklistClosed } from '../checklists/checklist-closed';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import type { UserEntity } from '../users/user.entity';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { ShareMailService } from './share-mail.service';
import { parseRecipientList } from './share-recipients';
import { ShareWriter, type SharedRecipient } from './share-writer';

/** Each invitation gets this long to reach the SMTP server; they go in parallel, so the request stays well under 15 s. */
export const SHARE_MAIL_TIMEOUT_MS = 8_000;

export interface ShareResult {
  recipients: number;
  warnings: string[];
  /** One per address of the request, in the order given. */
  outcomes: ShareOutcome[];
}

export interface ShareOptions {
  /** false: no invitation mail (share by link). */
  notify?: boolean;
}

@Injectable()
export class SharesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checklists: ChecklistsRepository,
    private readonly writer: ShareWriter,
    private readonly rateLimit: RateLimitService,
    private readonly mail: ShareMailService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * Shares an owner's checklist with each address: a guest account per new address, one share per
   * (checklist, recipient) whose link is reused when sharing again, then one invitation each.
   * The shares are committed before any mail is tried, so a dead SMTP server never loses them.
   */
  async share(owner: UserEntity, checklistId: string, emails: unknown, options: ShareOptions = {}): Promise<ShareResult> {
    await this.rateLimit.consume(RATE_LIMITS.sharePerOwner, owner.id);
    if (!(await this.checklists.isOwnedBy(checklistId, owner.id))) throw notFound(CHECKLIST_MESSAGES.notFound);
    const closedAt = await this.checklists.closedAt(checklistId);
    if (closedAt) throw checklistClosed(closedAt, 'owner');
    if (!owner.emailValidated) throw forbidden(SHARING_MESSAGES.unverifiedOwner);
    const addresses = parseRecipientList(emails, owner.email);
    // The day's mail budget, spent per address to be mailed (a refused request spends none).
    if (options.notify !== false) await this.rateLimit.spend(RATE_LIMITS.mailsPerOwnerPerDay, owner.id, addresses.unique.length);

    const recipients = await this.dataSource.transaction(async (m) => {
      const out: SharedRecipient[] = [];
      for (const address of addresses.unique) out.push(await this.writer.shareWith(m, checklistId, address));
      // share.created for the shares this call made, committed with them (the outbox).
      await this.webhooks.sharesCreated(out.filter((r) => r.created).map((r) => r.shareId), m);
      return out;
    });

    const live = recipients.filter((r) => !r.revoked);
    const warnings = options.notify === false ? [] : await Promise.all(live.map((r) => this.invite(r)));
    return {
      recipients: live.length,
      warnings: warnings.filter((w): w is string => w !== null),
      outcomes: outcomesOf(addresses.given, new Map(addresses.unique.map((address, i) => [address.key, recipients[i]!]))),
    };
  }

  /**
   * Sends one invitation; the warning to show the owner, or null when it went out. A recipient who
   * opted out (perhaps through another owner's mail) or turned share mails off gets none, and the
   * owner reads the same warning as for any mail that did not go out: whether an address opted out
   * is that person's business, not something a sharer can probe.
   */
  private async invite(r: SharedRecipient): Promise<string | null> {
    const optedOut = r.unsubscribed || r.shareMailsOff;
    if (optedOut) await this.mail.notSent(r.shareId);
    const sent = !optedOut && (await this.mail.send(r.shareId, SHARE_MAIL_TIMEOUT_MS));
    return sent ? null : SHARING_MESSAGES.warningSendFailed(r.email);
  }
}

/** One outcome per given address: a repeat of an earlier mailbox is a duplicate; a revoked recipient is skipped. */
function outcomesOf(given: ReadAddress[], byMailbox: Map<string, SharedRecipient>): ShareOutcome[] {
  const seen = new Set<string>();
  return given.map(({ email, key }) => {
    const r = byMailbox.get(key)!;
    if (seen.has(key)) return { id: r.shareId, email, status: 'skipped', reason: 'duplicate' };
    seen.add(key);
    if (r.revoked) return { id: r.shareId, email, status: 'skipped', reason: 'revoked' };
    return { id: r.shareId, email, status: r.created ? 'created' : 'existing' };
  });
}
