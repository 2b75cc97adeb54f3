import { Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ChecklistSummary } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistLifecycleService } from './checklist-lifecycle.service';
import { ChecklistSummarySchema } from './dto/checklist.schemas';

/** Close, reopen, duplicate and delete a checklist. Someone else's or an unknown id answers 404 'Checklist not found'. */
@OwnerController('Checklists', 'checklist')
export class ChecklistLifecycleController {
  constructor(private readonly lifecycle: ChecklistLifecycleService) {}

  @Post(':id/close')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close a checklist',
    description: 'Recipients still open their link, read-only: their saves answer 409. No reminders or nudges go out. Closing a closed checklist changes nothing.',
    operationId: 'closeChecklist',
  })
  @ApiOkResponse({ type: ChecklistSummarySchema })
  @ApiErrors(404)
  close(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.close(user.id, id);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reopen a closed checklist', description: 'Reopening an open checklist changes nothing.', operationId: 'reopenChecklist' })
  @ApiOkResponse({ type: ChecklistSummarySchema })
  @ApiErrors(404)
  reopen(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.reopen(user.id, id);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Duplicate a checklist',
    description: 'A new open checklist: the title with " (copy)", the description, items and reminder rules. Never the recipients nor the due moment.',
    operationId: 'duplicateChecklist',
  })
  @ApiCreatedResponse({ type: ChecklistSummarySchema })
  @ApiErrors(404)
  duplicate(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistSummary> {
    return this.lifecycle.duplicate(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a checklist',
    description: 'In one transaction: its items, recipients\' progress and queued mails about it. Its links then answer 404 like an unknown link.',
    operationId: 'deleteChecklist',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors(404)
  async delete(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<void> {
    await this.lifecycle.delete(user.id, id);
  }
}
