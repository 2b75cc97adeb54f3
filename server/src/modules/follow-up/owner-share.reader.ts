import { Inject, Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, FOLLOW_UP_MESSAGES, type Share } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { notFound, type DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { ChecklistsRepository } from '../checklists/checklists.repository';

/**
 * One recipient's row as the owner sees it, from the one definition of the summary's Share
 * (checklists.repository.ts), reading that recipient only: an action on one recipient costs the
 * same whatever the audience.
 */
@Injectable()
export class OwnerShareReader {
  constructor(
    private readonly checklists: ChecklistsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(ownerId: string, checklistId: string, shareId: string): Promise<Share> {
    const share = isUuid(shareId) ? await this.checklists.ownedShare(ownerId, checklistId, shareId, this.clock.now()) : null;
    if (!share) throw await this.missing(ownerId, checklistId);
    return share;
  }

  /** The 404 for a share that is not on the owner's checklist: "Checklist not found" when the checklist is unknown or another owner's, as on every checklist route. */
  async missing(ownerId: string, checklistId: string): Promise<DomainError> {
    const owned = await this.checklists.isOwnedBy(checklistId, ownerId);
    return notFound(owned ? FOLLOW_UP_MESSAGES.shareNotFound : CHECKLIST_MESSAGES.notFound);
  }
}
