import { Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, FOLLOW_UP_MESSAGES, OCCURRENCE_PAGE_SIZE, RUN_MESSAGES, RUN_PAGE_SIZE, type OccurrencePage, type OccurrenceRuns, type RunPage } from '@ticklist/contracts';
import { parseIdCursor } from '../../common/cursor-query';
import { paged } from './run-pages';
import { notFound } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { ShareFollowUpRepository } from '../shares/share-follow-up.repository';
import { RunHistoryRepository } from './run-history.repository';

/** `?cursor=`: absent or empty is the first page; anything a page did not give is the one cursor error. */
const parseCursor = parseIdCursor;

/** The owner's history of a recurring checklist (issue 45). Someone else's checklist or share is a 404. */
@Injectable()
export class RunHistoryService {
  constructor(
    private readonly checklists: ChecklistsRepository,
    private readonly shares: ShareFollowUpRepository,
    private readonly history: RunHistoryRepository,
  ) {}

  async occurrences(ownerId: string, checklistId: string, cursor: unknown): Promise<OccurrencePage> {
    const after = parseCursor(cursor);
    await this.owned(ownerId, checklistId);
    const { items, nextCursor } = paged(await this.history.occurrences(checklistId, after, OCCURRENCE_PAGE_SIZE + 1), OCCURRENCE_PAGE_SIZE);
    return { occurrences: items, nextCursor };
  }

  async occurrence(ownerId: string, checklistId: string, occurrenceId: string, cursor: unknown): Promise<OccurrenceRuns> {
    const after = parseCursor(cursor);
    await this.owned(ownerId, checklistId);
    const occurrence = isUuid(occurrenceId) ? await this.history.occurrence(checklistId, occurrenceId.toLowerCase()) : null;
    if (!occurrence) throw notFound(RUN_MESSAGES.occurrenceNotFound);
    const { items, nextCursor } = paged(await this.history.runsOfOccurrence(occurrence.id, after, RUN_PAGE_SIZE + 1), RUN_PAGE_SIZE);
    return { occurrence, runs: items, nextCursor };
  }

  async runsOfShare(ownerId: string, checklistId: string, shareId: string, cursor: unknown): Promise<RunPage> {
    const after = parseCursor(cursor);
    if (!(await this.shares.findOwned(ownerId, checklistId, shareId))) {
      await this.owned(ownerId, checklistId);
      throw notFound(FOLLOW_UP_MESSAGES.shareNotFound);
    }
    const { items, nextCursor } = paged(await this.history.runsOfShare(shareId, after, RUN_PAGE_SIZE + 1), RUN_PAGE_SIZE);
    return { runs: items, nextCursor };
  }

  private async owned(ownerId: string, checklistId: string): Promise<void> {
    if (!(await this.checklists.isOwnedBy(checklistId, ownerId))) throw notFound(CHECKLIST_MESSAGES.notFound);
  }
}
