import { Param } from '@nestjs/common';
import { CHECKLIST_MESSAGES, type ChecklistInsightResponse } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistInsightResponseSchema } from './dto/insight.schemas';
import { ChecklistInsightRepository } from './checklist-insight.repository';

/** Item insight on a shared checklist: done counts, time to done, where people get stuck. */
@OwnerController('Recipients', 'checklist')
export class ChecklistInsightController {
  constructor(private readonly insight: ChecklistInsightRepository) {}

  @Endpoint.get(':id/insight', {
    operationId: 'getChecklistInsight', summary: 'Item insight', answer: ChecklistInsightResponseSchema, errors: [404],
    description:
      'Per item: how many recipients have it done, the median time from first opening the link to ticking it, and the item most ' +
      'often left undone by recipients who have started ("Where people get stuck"). Revoked recipients are left out. ' +
      'A recurring checklist counts each recipient\'s current run.',
  })
  async read(@ChecklistOwner() owner: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistInsightResponse> {
    const insight = await this.insight.read(owner.id, id);
    if (!insight) throw notFound(CHECKLIST_MESSAGES.notFound);
    return { insight };
  }
}
