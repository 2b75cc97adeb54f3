import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SHARING_MESSAGES } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { ChecklistItemsRepository, type SharedItemRow } from '../checklists/checklist-items.repository';
import { SharesRepository, type GuestShareRow } from '../shares/shares.repository';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { ShareAccessService } from './share-access.service';

export interface GuestShareView {
  share: GuestShareRow;
  items: SharedItemRow[];
}

/** What a guest sees through their link: the checklist, its items in order and their own responses. */
@Injectable()
export class GuestShareService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ShareAccessService,
    private readonly shares: SharesRepository,
    private readonly items: ChecklistItemsRepository,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async view(accessToken: string): Promise<GuestShareView> {
    const found = await this.access.requireActive(accessToken);
    // share.opened, on the first open only (the outbox statement marks it once).
    await this.webhooks.shareOpened(found.shareId);
    // One snapshot for both reads, so the items and responses agree.
    return this.dataSource.transaction('REPEATABLE READ', async (m) => {
      const share = await this.shares.forGuest(found.shareId, m);
      if (!share) throw notFound(SHARING_MESSAGES.shareNotFound);
      return { share, items: await this.items.withResponsesOfShare(share.checklist_id, found.shareId, m) };
    });
  }
}
