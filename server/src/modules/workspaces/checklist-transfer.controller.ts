import { Body, Param } from '@nestjs/common';
import type { ChecklistDetailResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import { ChecklistDetailResponseSchema } from '../checklists/dto/checklist.schemas';
import type { UserEntity } from '../users/user.entity';
import { ChecklistTransferService } from './checklist-transfer.service';
import type { Caller } from './checklist-access';
import { ChecklistOwner, ChecklistRole, CurrentCaller } from './checklist-role.decorator';
import { TransferChecklistDto } from './dto/transfer.schemas';

/** Moving a checklist between the caller's workspaces (issue 47). */
@OwnerController('Workspaces', 'checklist')
export class ChecklistTransferController {
  constructor(private readonly transfers: ChecklistTransferService) {}

  @Endpoint.post(':id/transfer', {
    operationId: 'transferChecklist', summary: 'Move a checklist to another of your workspaces', answer: ChecklistDetailResponseSchema, errors: [403, 404, 422],
    description: 'Needs admin in the checklist\'s workspace and at least editor in the target (403 naming the role). Its recipients, links, progress and runs move with it. '
      + 'A target you are not a member of: 404 \'Workspace not found\'; not a uuid: 422 keyed `workspaceId`.',
  })
  @ChecklistRole('admin')
  async transfer(
    @ChecklistOwner() owner: UserEntity,
    @CurrentCaller() caller: Caller,
    @Param('id', ChecklistIdParam) id: string,
    @Body() body: TransferChecklistDto,
  ): Promise<ChecklistDetailResponse> {
    return { checklist: await this.transfers.transfer(caller, owner.id, id, body?.workspaceId) };
  }
}
