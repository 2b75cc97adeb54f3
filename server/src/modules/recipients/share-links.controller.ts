import { Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ShareControlResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ChecklistIdParam, ShareIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareControlResponseSchema } from './dto/share-links.schemas';
import { ShareLinksService } from './share-links.service';

/** Link control on one recipient: revoke, send a new link, resend the invitation, remove. */
@OwnerController('Recipients', 'checklist')
export class ShareLinksController {
  constructor(private readonly links: ShareLinksService) {}

  @Post(':id/shares/:shareId/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke a recipient\'s link',
    description: 'The link stops working at once (410 on the guest page and its saves), open guest sockets are closed, no reminder goes out. Progress is kept.',
    operationId: 'revokeShare',
  })
  @ApiOkResponse({ type: ShareControlResponseSchema })
  @ApiErrors(404)
  async revoke(@CurrentUser() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('shareId', ShareIdParam) shareId: string): Promise<ShareControlResponse> {
    return this.links.revoke(owner.id, id, shareId);
  }

  @Post(':id/shares/:shareId/renew')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a new link',
    description: 'A fresh link replaces the old one (which then answers 410) and is mailed; progress carries over; a revoked recipient gets access back.',
    operationId: 'renewShare',
  })
  @ApiOkResponse({ type: ShareControlResponseSchema })
  @ApiErrors(404)
  async renew(@CurrentUser() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('shareId', ShareIdParam) shareId: string): Promise<ShareControlResponse> {
    return this.links.renew(owner.id, id, shareId);
  }

  @Post(':id/shares/:shareId/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the invitation again, with the current link', operationId: 'resendShare' })
  @ApiOkResponse({ type: ShareControlResponseSchema })
  @ApiErrors(404)
  @ApiError(409, 'The link is revoked: send a new link instead.')
  async resend(@CurrentUser() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('shareId', ShareIdParam) shareId: string): Promise<ShareControlResponse> {
    return this.links.resend(owner.id, id, shareId);
  }

  @Delete(':id/shares/:shareId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a recipient: the share and their responses are deleted', operationId: 'deleteShare' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiErrors(404)
  async remove(@CurrentUser() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Param('shareId', ShareIdParam) shareId: string): Promise<void> {
    await this.links.remove(owner.id, id, shareId);
  }
}
