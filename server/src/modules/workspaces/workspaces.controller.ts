import { Body, Param } from '@nestjs/common';
import type { WorkspaceListResponse, WorkspaceResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { WorkspaceListSchema, WorkspaceNameDto, WorkspaceResponseSchema } from './dto/workspace.schemas';
import { toWorkspace } from './workspace.mapper';
import { WorkspacesService } from './workspaces.service';

/** The workspaces the caller is a member of (issue 47). Not a member of one: 404 'Workspace not found'. */
@OwnerController('Workspaces', 'workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Endpoint.get('', {
    operationId: 'listWorkspaces', summary: 'List your workspaces and your role in each', answer: WorkspaceListSchema,
    description: 'Every account has a personal workspace (`personal: true`), listed first; team workspaces follow by name.',
  })
  async list(@CurrentUser() user: UserEntity): Promise<WorkspaceListResponse> {
    return { workspaces: (await this.workspaces.list(user.id)).map(toWorkspace) };
  }

  @Endpoint.post('', {
    operationId: 'createWorkspace', summary: 'Create a team workspace', answer: WorkspaceResponseSchema, status: 201, errors: [422],
    description: 'You become its admin; invite others from `POST /api/workspaces/{id}/invitations`.',
  })
  async create(@CurrentUser() user: UserEntity, @Body() body: WorkspaceNameDto): Promise<WorkspaceResponse> {
    return { workspace: toWorkspace(await this.workspaces.create(user.id, body.name)) };
  }

  @Endpoint.patch(':id', {
    operationId: 'renameWorkspace', summary: 'Rename a workspace', answer: WorkspaceResponseSchema, errors: [403, 404, 422],
    description: 'Admins only (403 for other members).',
  })
  async rename(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body() body: WorkspaceNameDto): Promise<WorkspaceResponse> {
    return { workspace: toWorkspace(await this.workspaces.rename(user.id, id, body.name)) };
  }

  @Endpoint.delete(':id', {
    operationId: 'deleteWorkspace', summary: 'Delete a team workspace and its checklists', noContent: 'Deleted, with its checklists, their recipients and progress.', errors: [403, 404],
    errorsHere: { 409: 'Your personal workspace: it cannot be deleted.' },
    description: 'Admins only (403 for other members).',
  })
  async delete(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.workspaces.delete(user.id, id);
  }
}
