import { Body, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { ChecklistTemplate, TemplateListResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ChecklistTemplateSchema, CreateTemplateDto, TemplateListSchema } from './dto/template.schemas';
import { TemplatesService } from './templates.service';
import type { Caller } from '../workspaces/checklist-access';
import { CurrentCaller } from '../workspaces/checklist-role.decorator';

/** Templates to start a checklist from: built-in ones and the owner's own. */
@OwnerController('Templates', 'templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Endpoint.get('', {
    operationId: 'listTemplates', summary: 'List the templates you can start a checklist from', description: 'Built-in templates and the ones saved in the workspace (`builtIn` tells which).', answer: TemplateListSchema,
    errors: [422], errorsHere: { 404: '`workspaceId` names a workspace you are not a member of.' },
  })
  @ApiQuery({
    name: 'workspaceId',
    required: false,
    description: 'The workspace whose templates to list (issue 47; a member\'s: 404 otherwise). Without it: your personal workspace, as before workspaces. Not a uuid: 422 keyed `workspaceId`.',
    schema: { type: 'string', format: 'uuid' },
  })
  async list(@CurrentCaller() caller: Caller, @Query('workspaceId') workspaceId: unknown): Promise<TemplateListResponse> {
    return { templates: await this.templates.list(caller, workspaceId) };
  }

  @Endpoint.post('', {
    operationId: 'createTemplate', summary: 'Save one of your checklists as a template', description: 'Copies the checklist\'s title, description and items; its recipients and their progress are not copied. '
      + 'It is saved in `workspaceId` (issue 47; at least editor there, 403 naming the role) or, without it, your personal workspace.', answer: ChecklistTemplateSchema, status: 201, errors: [403, 404, 422],
  })
  create(@CurrentUser() user: UserEntity, @CurrentCaller() caller: Caller, @Body() body: CreateTemplateDto): Promise<ChecklistTemplate> {
    return this.templates.saveChecklist(user.id, body?.checklistId, caller, body?.workspaceId);
  }

  @Endpoint.delete(':id', {
    operationId: 'deleteTemplate', summary: 'Delete one of your templates', description: 'A built-in template cannot be deleted (403).', noContent: 'Deleted.', errors: [404],
    errorsHere: { 403: 'A built-in template: those cannot be deleted.' },
  })
  async delete(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.templates.delete(user.id, id);
  }
}
