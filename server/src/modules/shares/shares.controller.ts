import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHECKLIST_MESSAGES, type ShareResponse } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiSession } from '../../common/openapi/api-auth.decorator';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { AuthGuard, CurrentUser } from '../auth/session/auth.guard';
import type { UserEntity } from '../users/user.entity';
import { ShareDto } from './dto/share.dto';
import { toShareResponse } from './shares.mapper';
import { SharesService } from './shares.service';
import { ShareResponseSchema } from './dto/share.schemas';

@ApiTags('Sharing')
@ApiSession()
@Controller('checklist')
@UseGuards(AuthGuard)
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  @Post(':id/share')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Share a checklist: each address gets its personal link by e-mail',
    description: 'Needs a verified e-mail address (403 otherwise). 60 calls per owner per hour.',
    operationId: 'shareChecklist',
  })
  @ApiOkResponse({ type: ShareResponseSchema })
  @ApiErrors(403, 404, 422, 429)
  async share(
    @CurrentUser() owner: UserEntity,
    @Param('id', new UuidParamPipe(CHECKLIST_MESSAGES.notFound)) id: string,
    @Body() body: ShareDto,
  ): Promise<ShareResponse> {
    return toShareResponse(await this.shares.share(owner, id, body?.emails));
  }
}
