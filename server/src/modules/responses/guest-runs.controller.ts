import { Controller, Param, Query } from '@nestjs/common';
import { ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RUN_PAGE_SIZE, type GuestRunPage, type GuestShareResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { GuestRunPageSchema } from '../schedules/dto/schedule.schemas';
import { GuestShareResponseSchema } from './dto/guest.schemas';
import { GuestRunsService } from './guest-runs.service';
import { GuestShareService } from './guest-share.service';
import { toGuestShareResponse } from './guest.mapper';

/** A guest's runs of a recurring checklist (issue 45): the past ones, paged, and one by its own URL. */
@ApiTags('Guest')
@ApiParam({ name: 'accessToken', description: 'The recipient\'s personal link token (from the mailed link): the only credential a guest needs.' })
@Controller('guest/shared')
export class GuestRunsController {
  constructor(
    private readonly guestShares: GuestShareService,
    private readonly runs: GuestRunsService,
  ) {}

  @Endpoint.get(':accessToken/runs', {
    operationId: 'listGuestRuns', summary: 'Read your past runs of a recurring checklist, newest first', answer: GuestRunPageSchema, errors: [404, 410],
    errorsHere: { 422: 'The cursor is not one a page gave (keyed `cursor`).' },
    description: `Every run of the link but the current one, ${RUN_PAGE_SIZE} a page. Empty for a checklist without a schedule.`,
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the next (older) page.', schema: { type: 'string' } })
  list(@Param('accessToken') accessToken: string, @Query('cursor') cursor: unknown): Promise<GuestRunPage> {
    return this.runs.page(accessToken, cursor);
  }

  @Endpoint.get(':accessToken/runs/:runId', {
    operationId: 'getGuestRun', summary: 'Open one run of a recurring checklist with your answers in it', answer: GuestShareResponseSchema, errors: [404, 410],
    description: 'The page of that run (`share.run`), past or current, with your answers in it. A run still open (kept open until done) takes saves with its `runId`; others are read-only. 404 "Run not found" for a run that is not the link\'s.',
  })
  @ApiParam({ name: 'runId', description: 'A run of the link (`share.pastRuns[].id`, `share.run.id`).' })
  async one(@Param('accessToken') accessToken: string, @Param('runId') runId: string): Promise<GuestShareResponse> {
    return toGuestShareResponse(await this.guestShares.viewRun(accessToken, runId));
  }
}
