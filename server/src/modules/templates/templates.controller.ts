import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { ChecklistTemplate, TemplateListResponse } from '@ticklist/contracts';
import { ApiError, ApiErrors } from '../../common/openapi/api-errors.decorator';
import { DeleteNoContent } from '../../common/openapi/delete-no-content.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistTemplateSchema, CreateTemplateDto, TemplateListSchema } from './dto/template.schemas';
import { TemplatesService } from './templates.service';

/** Templates to start a checklist from: built-in ones and the owner's own. */
@OwnerController('Templates', 'templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'List the templates you can start a checklist from', operationId: 'listTemplates' })
  @ApiOkResponse({ type: TemplateListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<TemplateListResponse> {
    return { templates: await this.templates.list(user.id) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Save one of your checklists as a template', operationId: 'createTemplate' })
  @ApiCreatedResponse({ type: ChecklistTemplateSchema })
  @ApiErrors(404, 422)
  create(@CurrentUser() user: UserEntity, @Body() body: CreateTemplateDto): Promise<ChecklistTemplate> {
    return this.templates.saveChecklist(user.id, body?.checklistId);
  }

  @DeleteNoContent(':id', 'Deleted.')
  @ApiOperation({ summary: 'Delete one of your templates', operationId: 'deleteTemplate' })
  @ApiError(403, 'A built-in template: those cannot be deleted.')
  @ApiErrors(404)
  async delete(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.templates.delete(user.id, id);
  }
}
