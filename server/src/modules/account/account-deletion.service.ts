import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { SHARE_LINK_CLOSED, type ShareLinkClosedEvent } from '../recipients/share-link-closed.event';
import type { DeletionStatistics } from '@ticklist/contracts';
import { AccessTokenRevocations } from '../auth/access-tokens/access-token-revocations';
import { SessionRevocations } from '../auth/session/session-revocations';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { OwnedChecklistsPurgeRepository } from '../checklists/owned-checklists-purge.repository';
import { EmailLinksService } from '../email-links/email-links.service';
import { SharesRepository } from '../shares/shares.repository';
import { MailQueueService } from '../mail/mail-queue.service';
import { UsersRepository } from '../users/users.repository';
import { TeamHandover } from '../workspaces/team-handover';
import { toDeletionStatistics } from './account.mapper';

/**
 * What deleting an account removes, and the deletion itself. The schema cascades from users:
 * checklists → items → responses, checklists → shares → responses, shares received (recipient)
 * → responses, e-mail tokens. On top of that, guests who only existed because of this owner's
 * shares and queued mails about any of it are removed, so nothing of the account is left.
 *
 * An account that never proved its address (verification link, reset by link) does not own what
 * the address received as a recipient: its deletion hands the address back to a recipient-only
 * row, with those shares, responses and notes, their links and unsubscribe links, and the
 * address's opt-out, so owners keep seeing progress and the address can sign up again.
 */
/** Checklists deleted per transaction: each batch's cascade stays well under a second. */
const CHECKLISTS_PER_BATCH = 500;

@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly checklists: ChecklistsRepository,
    private readonly purge: OwnedChecklistsPurgeRepository,
    private readonly shares: SharesRepository,
    private readonly links: EmailLinksService,
    private readonly mailQueue: MailQueueService,
    private readonly revocations: SessionRevocations,
    private readonly tokenRevocations: AccessTokenRevocations,
    private readonly events: EventEmitter2,
    private readonly teams: TeamHandover,
  ) {}

  async preview(userId: string): Promise<DeletionStatistics> {
    return toDeletionStatistics(await this.checklists.deletionCounts(userId));
  }

  /**
   * Deletes the account; false if it was already gone. Its checklists go first, a batch per short
   * transaction (issue 43: never one long cascade), then the account in one transaction. The account
   * is marked first: if the process dies between batches, retention finishes the deletion.
   */
  async delete(userId: string): Promise<boolean> {
    // Issue 47: a last admin of a team with others is refused (409); team checklists stay with the team.
    await this.dataSource.transaction((m) => this.teams.handOver(userId, m));
    if (!(await this.users.markDeletionStarted(userId))) return false;
    let more = true;
    while (more) more = await this.deleteChecklistBatch(userId);
    return this.deleteAccount(userId);
  }

  /** One batch of the owner's checklists, with what mentions them; false when none was left. */
  async deleteChecklistBatch(userId: string): Promise<boolean> {
    const batch = await this.dataSource.transaction(async (m) => {
      const found = await this.purge.lockBatch(userId, CHECKLISTS_PER_BATCH, m);
      if (found.checklistIds.length === 0) return null;
      await this.purge.delete(found.checklistIds, m);
      await this.users.deleteUnsharedGuests(found.recipientIds, m);
      await this.mailQueue.dropMentioning(m, [...found.checklistIds, ...found.shareIds]);
      return found;
    });
    if (!batch) return false;
    emitAfterCommit(this.events, SHARE_LINK_CLOSED, { shareIds: batch.shareIds } satisfies ShareLinkClosedEvent);
    return true;
  }

  /** The account itself, in one transaction (what is left of its checklists included). */
  private async deleteAccount(userId: string): Promise<boolean> {
    const deleted = await this.dataSource.transaction(async (m) => {
      const account = await this.users.lockForDeletion(userId, m);
      if (account === null) return null;
      const recipients = await this.shares.recipientIdsOfOwner(userId, m);
      const owned = await this.checklists.idsOfOwner(userId, m);
      const sharesMade = await this.shares.idsMadeBy(userId, m);
      const mentions = [...owned, ...sharesMade];
      if (account.holdsAddress) {
        mentions.push(account.email, ...(await this.shares.idsReceivedBy(userId, m)));
      } else {
        const guestId = await this.users.guestInPlaceOf(userId, account, m);
        await this.shares.moveReceived(userId, guestId, m);
        await this.links.handOverUnsubscribeLinks(userId, guestId, m);
        recipients.push(guestId);
        // Mails to the address about what it received stay queued: they name shares, not the account.
      }

      await this.teams.dropSoleTeams(userId, m);
      await this.users.delete(userId, m);
      // Recipients who were guests only because of this owner's shares (or only for this account).
      await this.users.deleteUnsharedGuests(recipients, m);
      // Queued mails hold ids (and may hold the address): drop every one that mentions the account.
      await this.mailQueue.dropMentioning(m, [userId, ...mentions]);
      return { sharesMade };
    });
    if (!deleted) return false;
    this.logger.log(`account ${userId} deleted`);
    this.revocations.announce(userId);
    // Its personal access tokens went with it (cascade): the sockets opened with them are cut too.
    this.tokenRevocations.announce(userId);
    // The links the account shared went with it: the guest pages open on them are cut, as on a revoke.
    emitAfterCommit(this.events, SHARE_LINK_CLOSED, { shareIds: deleted.sharesMade } satisfies ShareLinkClosedEvent);
    return true;
  }
}
