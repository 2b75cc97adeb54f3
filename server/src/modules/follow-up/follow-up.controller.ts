import { Body, Param } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { NudgeAllResponse, NudgeResponse, OwnerShareResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { NudgeDto, UpdateShareDto } from './dto/follow-up.dto';
import { NudgeAllResponseSchema, NudgeConflictSchema, NudgeResponseSchema, OwnerShareResponseSchema } from './dto/follow-up.schemas';
import { NudgeService } from './nudge.service';
import { NudgeAllService } from './nudge-all.service';
import { ShareDueService } from './share-due.service';

/**
 * 409 of a nudge. The once-a-day rule is a product rule kept in the database, not a rate limit: it
 * answers 409 with `retryAt` (it was 429 with Retry-After, which a generic client retries by itself).
 */
const NudgeRefused = () =>
  ApiResponse({
    status: 409,
    description:
      'Nudged within 24 hours, or reminded within 20 hours: `retryAt` is the moment the next nudge is allowed (a deliberate change: this was a 429). ' +
      'Also, without `retryAt`: the recipient has completed every item, or does not receive e-mails from Ticklist, or the checklist is closed.',
    type: NudgeConflictSchema,
  });

/** Follow-through on a checklist's recipients: their own due moment, and nudges. */
@OwnerController('Follow-through', 'checklist')
export class FollowUpController {
  constructor(
    private readonly due: ShareDueService,
    private readonly nudges: NudgeService,
    private readonly nudgeAllService: NudgeAllService,
  ) {}

  @Endpoint.put(':id/shares/:shareId', {
    operationId: 'updateShare', summary: 'Set or clear one recipient\'s own due moment', description: '`dueAt` replaces the checklist\'s due moment for this recipient alone; `null` goes back to the checklist\'s.', answer: OwnerShareResponseSchema, errors: [404, 422],
  })
  async update(
    @ChecklistOwner() owner: UserEntity,
    @ShareInPath() share: SharePath,
    @Body() body: UpdateShareDto,
  ): Promise<OwnerShareResponse> {
    return { share: await this.due.setDueAt(owner.id, share.checklistId, share.shareId, body ?? {}) };
  }

  @Endpoint.post(':id/shares/:shareId/nudge', {
    operationId: 'nudgeRecipient', summary: 'Nudge one recipient by e-mail', answer: NudgeResponseSchema, errors: [404, 422, 429],
    description: 'At most one nudge per recipient per 24 hours, and none within 20 hours of a reminder (409 with `retryAt`). '
      + 'Spends one of the owner\'s mails a day (429 over the budget).',
  })
  @NudgeRefused()
  async nudge(
    @ChecklistOwner() owner: UserEntity,
    @ShareInPath() share: SharePath,
    @Body() body: NudgeDto,
  ): Promise<NudgeResponse> {
    return this.nudges.nudgeOne(owner.id, share.checklistId, share.shareId, body?.message);
  }

  @Endpoint.post(':id/nudge', {
    operationId: 'nudgeAllPending', summary: 'Nudge every recipient who has work left', answer: NudgeAllResponseSchema, errors: [404, 422, 429],
    errorsHere: { 409: 'The checklist is closed.' },
    description: 'Each is nudged under the same rules as one nudge; those the rules or their settings hold back are counted as skipped (never a 409 with `retryAt`). '
      + '`nudged` counts the mails queued; they go out right after the answer. Each spends the owner\'s budget of mails a day: over it, 429 and nobody is nudged.',
  })
  async nudgeAll(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string, @Body() body: NudgeDto): Promise<NudgeAllResponse> {
    return this.nudgeAllService.nudgeAll(owner.id, id, body?.message);
  }
}
