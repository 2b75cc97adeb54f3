import { applyDecorators, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { ChecklistSummary } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { DeleteNoContent } from '../../common/openapi/delete-no-content.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistLifecycleService } from './checklist-lifecycle.service';
import { ChecklistSummarySchema } from './dto/checklist.schemas';

/** A step on one checklist that answers its summary with `status`. */
const AnswersSummary = (path: string, status: 200 | 201) =>
  applyDecorators(Post(path), HttpCode(status), ApiResponse({ status, type: ChecklistSummarySchema }), ApiErrors(404));

/** Close, reopen, duplicate and delete a checklist. Someone else's or an unknown id answers 404 'Checklist not found'. */
@OwnerController('Checklists', 'checklist')
export class ChecklistLifecycleController {
  constructor(private readonly lifecycle: ChecklistLifecycleService) {}

  @AnswersSummary(':id/close', 200)
  @ApiOperation({
    summary: 'Close a checklist',
    description: 'Recipients still open their link, read-only: their saves answer 409. No reminders or nudges go out. Closing a closed checklist changes nothing.',
    operationId: 'closeChecklist',
  })
  close(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.close(user.id, id);
  }

  @AnswersSummary(':id/reopen', 200)
  @ApiOperation({ summary: 'Reopen a closed checklist', description: 'Reopening an open checklist changes nothing.', operationId: 'reopenChecklist' })
  reopen(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.reopen(user.id, id);
  }

  @AnswersSummary(':id/duplicate', 201)
  @ApiOperation({
    summary: 'Duplicate a checklist',
    description: 'A new open checklist: the title with " (copy)", the description, items and reminder rules. Never the recipients nor the due moment.',
    operationId: 'duplicateChecklist',
  })
  duplicate(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.duplicate(user.id, id);
  }

  @DeleteNoContent(':id', 'Deleted.')
  @ApiOperation({
    summary: 'Delete a checklist',
    description: 'In one transaction: its items, recipients\' progress and queued mails about it. Its links then answer 404 like an unknown link.',
    operationId: 'deleteChecklist',
  })
  @ApiErrors(404)
  async delete(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<void> {
    await this.lifecycle.delete(user.id, id);
  }
}
