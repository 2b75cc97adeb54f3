import { Body, Param } from '@nestjs/common';
import type { ShareResponse } from '@ticklist/contracts';
import { Idempotency, type IdempotentCall } from '../../common/idempotency/idempotent-call';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
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

  @Endpoint.post(':id/share', {
    operationId: 'shareChecklist', summary: 'Share a checklist: each address gets its personal link by e-mail', answer: ShareResponseSchema,
    errors: [403, 404, 422, 429], errorsHere: { 409: 'The checklist is closed.' }, idempotent: true,
    description: `Needs a verified e-mail address (403 otherwise). ${RATE_LIMITS.sharePerOwner.limit} calls per owner per hour. `
      + 'An invalid address or the owner\'s own refuses the whole request (422 keyed `emails[i]`). '
      + 'The answer\'s `shares` says, per address given, whether its share was created, already there (same link), or skipped (`duplicate` within the request, `revoked` recipient: renew the link instead). '
      + 'With `notify: false` no mail goes out: get each link from `GET /api/checklist/{id}/shares/{shareId}/link`.',
  })
  async share(
    @ChecklistOwner() owner: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Body() body: ShareDto,
    @Idempotency() call: IdempotentCall,
  ): Promise<ShareResponse> {
    const request = { caller: `owner:${owner.id}`, route: `POST /api/checklist/${id}/share`, body };
    const work = async () => toShareResponse(await this.shares.share(owner, id, body?.emails, { notify: body?.notify !== false }));
    return this.idempotency.answer(call, request, work);
  }
}
