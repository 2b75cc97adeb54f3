import { Body, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { NudgeAllResponse, NudgeResponse, OwnerShareResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ErrorBodySchema } from '../../common/openapi/error-body.schema';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { NudgeDto, UpdateShareDto } from './dto/follow-up.dto';
import { NudgeAllResponseSchema, NudgeResponseSchema, OwnerShareResponseSchema } from './dto/follow-up.schemas';
import { NudgeService } from './nudge.service';
import { ShareDueService } from './share-due.service';

/** 429 of a nudge: a product rule kept in the database, not a rate limit. */
const TooSoon = () =>
  ApiResponse({
    status: 429,
    description: 'Nudged within 24 hours, or reminded within 20 hours: `Retry-After` says in how many seconds the next nudge is possible.',
    type: ErrorBodySchema,
    headers: { 'Retry-After': { description: 'Seconds until the next nudge is possible.', schema: { type: 'integer' } } },
  });

/** Follow-through on a checklist's recipients: their own due moment, and nudges. */
@OwnerController('Follow-through', 'checklist')
export class FollowUpController {
  constructor(
    private readonly due: ShareDueService,
    private readonly nudges: NudgeService,
  ) {}

  @Put(':id/shares/:shareId')
  @ApiOperation({ summary: 'Set or clear one recipient\'s own due moment', operationId: 'updateShare' })
  @ApiOkResponse({ type: OwnerShareResponseSchema })
  @ApiErrors(404, 422)
  async update(
    @CurrentUser() owner: UserEntity,
    @ShareInPath() share: SharePath,
    @Body() body: UpdateShareDto,
  ): Promise<OwnerShareResponse> {
    return { share: await this.due.setDueAt(owner.id, share.checklistId, share.shareId, body ?? {}) };
  }

  @Post(':id/shares/:shareId/nudge')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nudge one recipient by e-mail',
    description: 'At most one nudge per recipient per 24 hours, and none within 20 hours of a reminder (429 with `Retry-After`).',
    operationId: 'nudgeRecipient',
  })
  @ApiOkResponse({ type: NudgeResponseSchema })
  @ApiErrors(404, 422)
  @ApiError(409, 'The recipient has completed every item, or does not receive e-mails from Ticklist, or the checklist is closed.')
  @TooSoon()
  async nudge(
    @CurrentUser() owner: UserEntity,
    @ShareInPath() share: SharePath,
    @Body() body: NudgeDto,
  ): Promise<NudgeResponse> {
    return this.nudges.nudgeOne(owner.id, share.checklistId, share.shareId, body?.message);
  }

  @Post(':id/nudge')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nudge every recipient who has work left',
    description: 'Each is nudged under the same rules as one nudge; those the rules or their settings hold back are counted as skipped.',
    operationId: 'nudgeAllPending',
  })
  @ApiOkResponse({ type: NudgeAllResponseSchema })
  @ApiErrors(404, 422)
  @ApiError(409, 'The checklist is closed.')
  async nudgeAll(@CurrentUser() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Body() body: NudgeDto): Promise<NudgeAllResponse> {
    return this.nudges.nudgeAll(owner.id, id, body?.message);
  }
}
