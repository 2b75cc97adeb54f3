import { Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { OCCURRENCE_PAGE_SIZE, RUN_PAGE_SIZE, type OccurrencePage, type OccurrenceRuns, type RunPage } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { OccurrencePageSchema, OccurrenceRunsSchema, RunPageSchema } from './dto/schedule.schemas';
import { RunHistoryService } from './run-history.service';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { CURSOR_ERROR_DOC } from '../../common/cursor-query';

const CURSOR = { name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the next (older) page.', schema: { type: 'string' } } as const;
const BAD_CURSOR = CURSOR_ERROR_DOC;

/** A recurring checklist's history (issue 45): its occurrences, their runs, one recipient's runs. Newest first, always paged. */
@OwnerController('Schedules', 'checklist')
export class RunHistoryController {
  constructor(private readonly history: RunHistoryService) {}

  @Endpoint.get(':id/occurrences', {
    operationId: 'listOccurrences', summary: 'Read a schedule\'s occurrences, newest first', answer: OccurrencePageSchema, errors: [404], errorsHere: BAD_CURSOR,
    description: `${OCCURRENCE_PAGE_SIZE} a page, each with its runs counted by status. A checklist without a schedule has none.`,
  })
  @ApiQuery(CURSOR)
  occurrences(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Query('cursor') cursor: unknown): Promise<OccurrencePage> {
    return this.history.occurrences(owner.id, id, cursor);
  }

  @Endpoint.get(':id/occurrences/:occurrenceId', {
    operationId: 'getOccurrence', summary: 'Read one occurrence and its runs', answer: OccurrenceRunsSchema, errors: [404], errorsHere: BAD_CURSOR,
    description: `The occurrence and its recipients' runs, in the order the recipients were shared with, ${RUN_PAGE_SIZE} a page. 404 "Occurrence not found" for one of another checklist.`,
  })
  @ApiQuery({ ...CURSOR, description: 'The previous page\'s `nextCursor`, for the next page.' })
  occurrence(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('occurrenceId') occurrenceId: string, @Query('cursor') cursor: unknown): Promise<OccurrenceRuns> {
    return this.history.occurrence(owner.id, id, occurrenceId, cursor);
  }

  @Endpoint.get(':id/shares/:shareId/runs', {
    operationId: 'listShareRuns', summary: 'Read one recipient\'s runs, newest first', answer: RunPageSchema, errors: [404], errorsHere: BAD_CURSOR,
    description: `${RUN_PAGE_SIZE} a page.`,
  })
  @ApiQuery(CURSOR)
  runs(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath, @Query('cursor') cursor: unknown): Promise<RunPage> {
    return this.history.runsOfShare(owner.id, share.checklistId, share.shareId, cursor);
  }
}
