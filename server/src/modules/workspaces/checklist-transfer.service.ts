import { Injectable } from '@nestjs/common';
import { WORKSPACE_MESSAGES, type ChecklistDetail } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { ChecklistReadService } from '../checklists/checklist-read.service';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import type { Caller } from './checklist-access';
import { WorkspaceAccess } from './workspace-access';

/** Moves a checklist between workspaces: admin in the source (the route's guard), at least editor in the target. */
@Injectable()
export class ChecklistTransferService {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly checklists: ChecklistsRepository,
    private readonly reader: ChecklistReadService,
  ) {}

  async transfer(caller: Caller, ownerId: string, checklistId: string, target: unknown): Promise<ChecklistDetail> {
    if (target === undefined || target === null) throw fieldErrors({ workspaceId: WORKSPACE_MESSAGES.workspaceIdInvalid });
    const workspaceId = await this.access.named(caller, target, 'editor');
    await this.checklists.moveToWorkspace(checklistId, workspaceId);
    return this.reader.detail(ownerId, checklistId);
  }
}
