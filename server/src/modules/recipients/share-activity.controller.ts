import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CHECKLIST_MESSAGES, FOLLOW_UP_MESSAGES, type ShareActivityPage } from '@ticklist/contracts';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { AuthGuard, CurrentUser } from '../auth/session/auth.guard';
import type { UserEntity } from '../users/user.entity';
import { ShareActivityPageSchema } from './dto/share-links.schemas';
import { ACTIVITY_PAGE_SIZE, ShareActivityService } from './share-activity.service';

const ChecklistId = new UuidParamPipe(CHECKLIST_MESSAGES.notFound);
const ShareId = new UuidParamPipe(FOLLOW_UP_MESSAGES.shareNotFound);

/** A recipient's activity timeline (issue 18). */
@ApiTags('Recipients')
@ApiOwnerAuth()
@Controller('checklist')
@UseGuards(AuthGuard)
export class ShareActivityController {
  constructor(private readonly activity: ShareActivityService) {}

  @Get(':id/shares/:shareId/activity')
  @ApiOperation({
    summary: 'Read a recipient\'s activity, newest first',
    description: `${ACTIVITY_PAGE_SIZE} entries a page: link opened (the first time, then once a day of use), items ticked or unticked, notes saved (never their text), reminders and nudges sent, the link revoked or renewed, the invitation failed.`,
    operationId: 'getShareActivity',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the next (older) page.', schema: { type: 'string' } })
  @ApiOkResponse({ type: ShareActivityPageSchema })
  @ApiErrors(404)
  @ApiError(400, 'The cursor is not one a page gave.')
  async page(
    @CurrentUser() owner: UserEntity,
    @Param('id', ChecklistId) id: string,
    @Param('shareId', ShareId) shareId: string,
    @Query('cursor') cursor: unknown,
  ): Promise<ShareActivityPage> {
    return this.activity.page(owner.id, id, shareId, cursor);
  }
}
