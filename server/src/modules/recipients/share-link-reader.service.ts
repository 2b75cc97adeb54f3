import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECIPIENT_MESSAGES, type ShareLinkResponse } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { announceActivity } from '../shares/share-activity.announce';
import { ShareTokenBox } from '../shares/share-token.box';
import { ShareLinksRepository } from './share-links.repository';

/**
 * A recipient's personal link for its owner (the "Copy link" of the recipient row, or an
 * integration's share by link): the same URL the invitation carries, opened from the sealed token.
 * Each read is recorded in the share's activity; the link of a revoked or removed recipient is not
 * handed out (409).
 */
@Injectable()
export class ShareLinkReader {
  constructor(
    private readonly links: ShareLinksRepository,
    private readonly tokens: ShareTokenBox,
    private readonly reader: OwnerShareReader,
    private readonly events: EventEmitter2,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async read(ownerId: string, checklistId: string, shareId: string): Promise<ShareLinkResponse> {
    const row = await this.links.readLink(ownerId, checklistId, shareId);
    if (!row) {
      if (await this.links.wasRemoved(ownerId, checklistId, shareId)) throw new DomainError('conflict', RECIPIENT_MESSAGES.linkRemoved);
      throw await this.reader.missing(ownerId, checklistId);
    }
    if (row.revoked_at) throw new DomainError('conflict', RECIPIENT_MESSAGES.linkRevoked);
    announceActivity(this.events, checklistId, shareId, row);
    return { url: `${this.config.appUrl}/shared/${this.tokens.open(row.access_token_encrypted)}` };
  }
}
