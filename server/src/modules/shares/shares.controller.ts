import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CHECKLIST_MESSAGES, type ShareResponse } from '@ticklist/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { AuthGuard, CurrentUser } from '../auth/session/auth.guard';
import type { UserEntity } from '../users/user.entity';
import { ShareDto } from './dto/share.dto';
import { toShareResponse } from './shares.mapper';
import { SharesService } from './shares.service';

@Controller('checklist')
@UseGuards(AuthGuard)
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  @Post(':id/share')
  @HttpCode(200)
  async share(
    @CurrentUser() owner: UserEntity,
    @Param('id', new UuidParamPipe(CHECKLIST_MESSAGES.notFound)) id: string,
    @Body() body: ShareDto,
  ): Promise<ShareResponse> {
    return toShareResponse(await this.shares.share(owner, id, body?.emails));
  }
}
