import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { FOLLOW_UP_MESSAGES, RECIPIENT_MESSAGES, SHARING_MESSAGES, type ShareControlResponse } from '@ticklist/contracts';
import { DomainError, notFound } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { announceActivity } from '../shares/share-activity.announce';
import { ShareMailService } from '../shares/share-mail.service';
import { ShareTokenBox } from '../shares/share-token.box';
import { SHARE_MAIL_TIMEOUT_MS } from '../shares/shares.service';
import { SHARE_LINK_CLOSED, type ShareLinkClosedEvent } from './share-link-closed.event';
import { ShareLinksRepository, type OwnedShareLinkRow } from './share-links.repository';
import { WebhookOutbox } from '../webhooks/webhook-outbox';

/**
 * Link control (issue 18): revoke a recipient's link, replace it by a new one (mailed), mail the
 * current one again, or remove the recipient. A link that stops working closes its guest sockets.
 */
@Injectable()
export class ShareLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: ShareLinksRepository,
    private readonly tokens: ShareTokenBox,
    private readonly mail: ShareMailService,
    private readonly reader: OwnerShareReader,
    private readonly events: EventEmitter2,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async revoke(ownerId: string, checklistId: string, shareId: string): Promise<ShareControlResponse> {
    await this.owned(ownerId, checklistId, shareId);
    const recorded = await this.dataSource.transaction(async (m) => {
      const revoked = await this.links.revoke(shareId, m);
      if (revoked) await this.webhooks.shareLifecycle('share.revoked', shareId, m); // not again for a revoked link
      return revoked;
    });
    this.closed(shareId);
    announceActivity(this.events, checklistId, shareId, recorded);
    return { message: RECIPIENT_MESSAGES.revoked, share: await this.reader.read(ownerId, checklistId, shareId) };
  }

  /** A fresh token replaces the old one (which then answers 410), access is restored, and the new link is mailed. */
  async renew(ownerId: string, checklistId: string, shareId: string): Promise<ShareControlResponse> {
    const share = await this.owned(ownerId, checklistId, shareId);
    const token = this.tokens.create();
    const renewed = await this.dataSource.transaction((m) => this.links.replaceToken(shareId, token.hash, token.encrypted, m));
    if (!renewed) throw notFound(FOLLOW_UP_MESSAGES.shareNotFound);
    this.closed(shareId);
    announceActivity(this.events, checklistId, shareId, renewed);
    return this.withMail(ownerId, checklistId, share, RECIPIENT_MESSAGES.renewed, { replacesLink: true });
  }

  /** Mails the current link again; a revoked link is not sent (renew it instead). */
  async resend(ownerId: string, checklistId: string, shareId: string): Promise<ShareControlResponse> {
    const share = await this.owned(ownerId, checklistId, shareId);
    if (share.revoked_at) throw new DomainError('conflict', RECIPIENT_MESSAGES.resendRevoked);
    return this.withMail(ownerId, checklistId, share, RECIPIENT_MESSAGES.resent);
  }

  /** Deletes the share and everything of it (responses included). */
  async remove(ownerId: string, checklistId: string, shareId: string): Promise<void> {
    await this.owned(ownerId, checklistId, shareId);
    await this.dataSource.transaction(async (m) => {
      await this.webhooks.shareLifecycle('share.removed', shareId, m); // reads the share: before it goes
      await this.links.delete(shareId, m);
    });
    this.closed(shareId);
  }

  private async owned(ownerId: string, checklistId: string, shareId: string): Promise<OwnedShareLinkRow> {
    const share = await this.links.findOwned(ownerId, checklistId, shareId);
    if (share) return share;
    throw await this.reader.missing(ownerId, checklistId);
  }

  private async withMail(ownerId: string, checklistId: string, share: OwnedShareLinkRow, message: string, options: { replacesLink?: boolean } = {}): Promise<ShareControlResponse> {
    const sent = await this.mail.send(share.id, SHARE_MAIL_TIMEOUT_MS, options);
    const body: ShareControlResponse = { message, share: await this.reader.read(ownerId, checklistId, share.id) };
    if (!sent) body.email_warnings = [SHARING_MESSAGES.warningSendFailed(share.email)];
    return body;
  }

  private closed(shareId: string): void {
    const event: ShareLinkClosedEvent = { shareIds: [shareId] };
    emitAfterCommit(this.events, SHARE_LINK_CLOSED, event);
  }
}
