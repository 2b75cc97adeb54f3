import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ShareControlResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { DeleteNoContent } from '../../common/openapi/delete-no-content.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareControlResponseSchema } from './dto/share-links.schemas';
import { ShareLinksService } from './share-links.service';

/** An action on one recipient's link (`:id/shares/:shareId/<action>`) that answers the share's new state. */
const LinkAction = (action: string) =>
  applyDecorators(Post(`:id/shares/:shareId/${action}`), HttpCode(200), ApiOkResponse({ type: ShareControlResponseSchema }), ApiErrors(404));

/** Link control on one recipient: revoke, send a new link, resend the invitation, remove. */
@OwnerController('Recipients', 'checklist')
export class ShareLinksController {
  constructor(private readonly links: ShareLinksService) {}

  @LinkAction('revoke')
  @ApiOperation({
    summary: 'Revoke a recipient\'s link',
    description: 'The link stops working at once (410 on the guest page and its saves), open guest sockets are closed, no reminder goes out. Progress is kept.',
    operationId: 'revokeShare',
  })
  async revoke(@CurrentUser() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.revoke(owner.id, share.checklistId, share.shareId);
  }

  @LinkAction('renew')
  @ApiOperation({
    summary: 'Send a new link',
    description: 'A fresh link replaces the old one (which then answers 410) and is mailed; progress carries over; a revoked recipient gets access back.',
    operationId: 'renewShare',
  })
  async renew(@CurrentUser() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.renew(owner.id, share.checklistId, share.shareId);
  }

  @LinkAction('resend')
  @ApiOperation({ summary: 'Send the invitation again, with the current link', operationId: 'resendShare' })
  @ApiError(409, 'The link is revoked: send a new link instead.')
  async resend(@CurrentUser() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.resend(owner.id, share.checklistId, share.shareId);
  }

  @DeleteNoContent(':id/shares/:shareId', 'Removed.')
  @ApiOperation({ summary: 'Remove a recipient: the share and their responses are deleted', operationId: 'deleteShare' })
  @ApiErrors(404)
  async remove(@CurrentUser() owner: UserEntity, @ShareInPath() share: SharePath): Promise<void> {
    await this.links.remove(owner.id, share.checklistId, share.shareId);
  }
}
