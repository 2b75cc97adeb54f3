import { Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { ShareActivityPage } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareActivityPageSchema } from './dto/share-links.schemas';
import { ACTIVITY_PAGE_SIZE, ShareActivityService } from './share-activity.service';
import { CURSOR_ERROR_DOC } from '../../common/cursor-query';

/** A recipient's activity timeline (issue 18). */
@OwnerController('Recipients', 'checklist')
export class ShareActivityController {
  constructor(private readonly activity: ShareActivityService) {}

  @Endpoint.get(':id/shares/:shareId/activity', {
    operationId: 'getShareActivity', summary: 'Read a recipient\'s activity, newest first', answer: ShareActivityPageSchema, errors: [404],
    errorsHere: CURSOR_ERROR_DOC,
    description: `${ACTIVITY_PAGE_SIZE} entries a page: link opened (the first time, then once a day of use), items ticked or unticked, notes saved (never their text), reminders and nudges sent, the link revoked or renewed, the invitation failed, the link read by the owner (link_read: "Copy link" or GET …/link).`,
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor`, for the next (older) page.', schema: { type: 'string' } })
  async page(
    @ChecklistOwner() owner: UserEntity,
    @ShareInPath() share: SharePath,
    @Query('cursor') cursor: unknown,
  ): Promise<ShareActivityPage> {
    return this.activity.page(owner.id, share.checklistId, share.shareId, cursor);
  }
}
