import { Injectable } from '@nestjs/common';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { ShareAccessService } from '../responses/share-access.service';
import type { Thread } from './messages.service';
import { ShareMessagesRepository } from './share-messages.repository';

/** Finds the thread each side may use: the owner's by ownership (else 404), the recipient's by a live link (else 404 or 410). */
@Injectable()
export class MessageThreads {
  constructor(
    private readonly messages: ShareMessagesRepository,
    private readonly reader: OwnerShareReader,
    private readonly access: ShareAccessService,
    private readonly checklists: ChecklistsRepository,
  ) {}

  async ofOwner(ownerId: string, checklistId: string, shareId: string): Promise<Thread> {
    const row = await this.messages.ownedThread(ownerId, checklistId, shareId);
    if (!row) throw await this.reader.missing(ownerId, checklistId);
    return { checklistId, shareId, closedAt: row.closed_at, as: 'owner' };
  }

  async ofLink(accessToken: string): Promise<Thread> {
    const found = await this.access.requireActive(accessToken);
    const closedAt = await this.checklists.closedAt(found.checklistId);
    return { checklistId: found.checklistId, shareId: found.shareId, closedAt, as: 'recipient' };
  }
}
