import { Param } from '@nestjs/common';
import type { ChecklistSummary } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistLifecycleService } from './checklist-lifecycle.service';
import { ChecklistSummarySchema } from './dto/checklist.schemas';

/** Close, reopen, duplicate and delete a checklist. Someone else's or an unknown id answers 404 'Checklist not found'. */
@OwnerController('Checklists', 'checklist')
export class ChecklistLifecycleController {
  constructor(private readonly lifecycle: ChecklistLifecycleService) {}

  @Endpoint.post(':id/close', {
    operationId: 'closeChecklist', summary: 'Close a checklist', answer: ChecklistSummarySchema, errors: [404],
    description: 'Recipients still open their link, read-only: their saves answer 409. No reminders or nudges go out. Closing a closed checklist changes nothing.',
  })
  close(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.close(user.id, id);
  }

  @Endpoint.post(':id/reopen', {
    operationId: 'reopenChecklist', summary: 'Reopen a closed checklist', answer: ChecklistSummarySchema, errors: [404],
    description: 'Reopening an open checklist changes nothing.',
  })
  reopen(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.reopen(user.id, id);
  }

  @Endpoint.post(':id/duplicate', {
    operationId: 'duplicateChecklist', summary: 'Duplicate a checklist', answer: ChecklistSummarySchema, status: 201, errors: [404],
    description: 'A new open checklist: the title with " (copy)", the description, items and reminder rules. Never the recipients nor the due moment.',
  })
  duplicate(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.duplicate(user.id, id);
  }

  @Endpoint.delete(':id', {
    operationId: 'deleteChecklist', summary: 'Delete a checklist', noContent: 'Deleted.', errors: [404],
    description: 'In one transaction: its items, recipients\' progress and queued mails about it. Its links then answer 404 like an unknown link.',
  })
  async delete(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<void> {
    await this.lifecycle.delete(user.id, id);
  }
}
