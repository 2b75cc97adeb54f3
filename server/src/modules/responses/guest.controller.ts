import { All, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { SHARING_MESSAGES, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { RespondDto } from './dto/respond.dto';
import { GuestShareService } from './guest-share.service';
import { toGuestShareResponse, toRespondResponse } from './guest.mapper';
import { ResponsesService } from './responses.service';

/** Public routes of a guest: the access token in the path is the only credential. */
@Controller('guest/shared')
export class GuestController {
  constructor(
    private readonly guestShares: GuestShareService,
    private readonly responses: ResponsesService,
  ) {}

  @Get(':accessToken')
  async view(@Param('accessToken') accessToken: string): Promise<GuestShareResponse> {
    return toGuestShareResponse(await this.guestShares.view(accessToken));
  }

  @Post(':accessToken/respond')
  @HttpCode(200)
  async respond(@Param('accessToken') accessToken: string, @Body() body: RespondDto): Promise<RespondResponse> {
    return toRespondResponse(await this.responses.respond(accessToken, body ?? {}));
  }

  /**
   * Anything else under a link (a token over the router's 100-character parameter limit, extra
   * path segments) is the same 404 as an unknown link. The router tries this only after the routes above.
   */
  @All('*')
  unknown(): never {
    throw notFound(SHARING_MESSAGES.shareNotFound);
  }
}
