import { All, Body, Controller, Param } from '@nestjs/common';
import { ApiBody, ApiExcludeEndpoint, ApiParam, ApiTags } from '@nestjs/swagger';
import { SHARING_MESSAGES, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { sha256Hex } from '../../common/crypto';
import { Idempotency, type IdempotentCall } from '../../common/idempotency/idempotent-call';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { GuestShareResponseSchema, RespondRequestSchema, RespondResponseSchema } from './dto/guest.schemas';
import { GuestShareService } from './guest-share.service';
import { toGuestShareResponse, toRespondResponse } from './guest.mapper';
import { checkRespondBody, type RespondBody } from './respond-input';
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

  @Endpoint.get(':accessToken', {
    operationId: 'getGuestShare', summary: 'Open a shared checklist with your own progress and notes', description: 'The access token of the personal link is the credential: no account is needed. A revoked or replaced link answers 410, naming the owner to ask.', answer: GuestShareResponseSchema, errors: [404, 410],
  })
  async view(@Param('accessToken') accessToken: string): Promise<GuestShareResponse> {
    return toGuestShareResponse(await this.guestShares.view(accessToken));
  }

  @Endpoint.post(':accessToken/seen', {
    operationId: 'markGuestShareSeen', summary: 'Record that the recipient has the checklist in front of them',
    noContent: 'Recorded: the owner sees the link as opened (the first time, then once a day in its activity).', errors: [404, 410],
    description: 'The guest page calls this once it has been visible for 2 s, or on the first click or key. Reading the checklist (GET) records no opening, so a link fetched by a mail scanner stays unopened.',
  })
  async seen(@Param('accessToken') accessToken: string): Promise<void> {
    await this.guestShares.seen(accessToken);
  }

  @Endpoint.post(':accessToken/respond', {
    operationId: 'respond', summary: 'Save one item\'s tick or notes', answer: RespondResponseSchema, errors: [404, 410, 422, 429],
    errorsHere: { 409: 'The owner closed the checklist: the page is read-only. Or the run saved in (`runId`, else the current run) is not open.' }, idempotent: true,
    description: 'A 200 means the save is durable. 50 saves per link per second.',
  })
  // A plain object type, so the global validation pipe leaves the body to checkRespondBody and parseRespondInput.
  @ApiBody({ type: RespondRequestSchema })
  async respond(
    @Param('accessToken') accessToken: string,
    @Body() body: RespondBody,
    @Idempotency() call: IdempotentCall,
  ): Promise<RespondResponse> {
    checkRespondBody(body);
    const work = async () => toRespondResponse(await this.responses.respond(accessToken, body));
    const request = { caller: () => `link:${sha256Hex(accessToken).slice(0, 40)}`, route: 'POST respond', body };
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
