import { Body, Param } from '@nestjs/common';
import type { ChecklistTemplate, TemplateListResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistTemplateSchema, CreateTemplateDto, TemplateListSchema } from './dto/template.schemas';
import { TemplatesService } from './templates.service';

/** Templates to start a checklist from: built-in ones and the owner's own. */
@OwnerController('Templates', 'templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Endpoint.get('', { operationId: 'listTemplates', summary: 'List the templates you can start a checklist from', description: 'Built-in templates and the ones the owner saved (`builtIn` tells which).', answer: TemplateListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<TemplateListResponse> {
    return { templates: await this.templates.list(user.id) };
  }

  @Endpoint.post('', {
    operationId: 'createTemplate', summary: 'Save one of your checklists as a template', description: 'Copies the checklist\'s title, description and items; its recipients and their progress are not copied.', answer: ChecklistTemplateSchema, status: 201, errors: [404, 422],
  })
  create(@CurrentUser() user: UserEntity, @Body() body: CreateTemplateDto): Promise<ChecklistTemplate> {
    return this.templates.saveChecklist(user.id, body?.checklistId);
  }

  @Endpoint.delete(':id', {
    operationId: 'deleteTemplate', summary: 'Delete one of your templates', description: 'A built-in template cannot be deleted (403).', noContent: 'Deleted.', errors: [404],
    errorsHere: { 403: 'A built-in template: those cannot be deleted.' },
  })
  async delete(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.templates.delete(user.id, id);
  }
}
