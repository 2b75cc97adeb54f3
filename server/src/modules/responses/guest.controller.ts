import { All, Body, Controller, Get, Param } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SHARING_MESSAGES, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { sha256Hex } from '../../common/crypto';
import { IdempotentPost } from '../../common/idempotency/api-idempotent.decorator';
import { Idempotency, type IdempotentCall } from '../../common/idempotency/idempotent-call';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { GuestShareResponseSchema, RespondResponseSchema } from './dto/guest.schemas';
import { RespondDto } from './dto/respond.dto';
import { GuestShareService } from './guest-share.service';
import { toGuestShareResponse, toRespondResponse } from './guest.mapper';
import { ResponsesService } from './responses.service';

/** Public routes of a guest: the access token in the path is the only credential. */
@ApiTags('Guest')
@ApiParam({
  name: 'accessToken',
  description: 'The recipient\'s personal link token (from the mailed link): the only credential a guest needs.',
})
@Controller('guest/shared')
export class GuestController {
  constructor(
    private readonly guestShares: GuestShareService,
    private readonly responses: ResponsesService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Get(':accessToken')
  @ApiOperation({ summary: 'Open a shared checklist with your own progress and notes', operationId: 'getGuestShare' })
  @ApiOkResponse({ type: GuestShareResponseSchema })
  @ApiErrors(404, 410)
  async view(@Param('accessToken') accessToken: string): Promise<GuestShareResponse> {
    return toGuestShareResponse(await this.guestShares.view(accessToken));
  }

  @IdempotentPost(':accessToken/respond', RespondResponseSchema, 200)
  @ApiOperation({
    summary: 'Save one item\'s tick or notes',
    description: 'A 200 means the save is durable. 50 saves per link per second.',
    operationId: 'respond',
  })
  @ApiErrors(404, 410, 422, 429)
  @ApiError(409, 'The owner closed the checklist: the page is read-only.')
  async respond(
    @Param('accessToken') accessToken: string,
    @Body() body: RespondDto,
    @Idempotency() call: IdempotentCall,
  ): Promise<RespondResponse> {
    const work = async () => toRespondResponse(await this.responses.respond(accessToken, body ?? {}));
    const request = { caller: `link:${sha256Hex(accessToken).slice(0, 40)}`, route: 'POST respond', body };
    return this.idempotency.answer(call, request, work);
  }

  /**
   * Anything else under a link (a token over the router's 100-character parameter limit, extra
   * path segments) is the same 404 as an unknown link. The router tries this only after the routes above.
   */
  @All('*')
  @ApiExcludeEndpoint()
  unknown(): never {
    throw notFound(SHARING_MESSAGES.shareNotFound);
  }
}
