import { Body, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ShareResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiIdempotent } from '../../common/idempotency/api-idempotent.decorator';
import { IDEMPOTENCY_HEADER, IdempotencyService } from '../../common/idempotency/idempotency.service';
import { markReplayed } from '../../common/idempotency/replayed-header';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareDto } from './dto/share.dto';
import { toShareResponse } from './shares.mapper';
import { SharesService } from './shares.service';
import { ShareResponseSchema } from './dto/share.schemas';

@OwnerController('Sharing', 'checklist')
export class SharesController {
  constructor(
    private readonly shares: SharesService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Post(':id/share')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Share a checklist: each address gets its personal link by e-mail',
    description: 'Needs a verified e-mail address (403 otherwise). 60 calls per owner per hour.',
    operationId: 'shareChecklist',
  })
  @ApiOkResponse({ type: ShareResponseSchema })
  @ApiErrors(403, 404, 422, 429)
  @ApiError(409, 'The checklist is closed.')
  @ApiIdempotent()
  async share(
    @CurrentUser() owner: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Body() body: ShareDto,
    @Headers(IDEMPOTENCY_HEADER) key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShareResponse> {
    const request = { caller: `owner:${owner.id}`, key, route: `POST /api/checklist/${id}/share`, body, status: 200 };
    const work = async () => toShareResponse(await this.shares.share(owner, id, body?.emails));
    return markReplayed(reply, await this.idempotency.run(request, work));
  }
}
