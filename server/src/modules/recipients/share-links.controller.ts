import type { ShareControlResponse, ShareLinkResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ShareInPath, type SharePath } from '../../common/share-path.decorator';
import { ChecklistOwner, ChecklistRole } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import { WriteScope } from '../auth/session/write-scope.decorator';
import type { UserEntity } from '../users/user.entity';
import { ShareControlResponseSchema, ShareLinkResponseSchema } from './dto/share-links.schemas';
import { ShareLinkReader } from './share-link-reader.service';
import { ShareLinksService } from './share-links.service';

/** Link control on one recipient: read the link, revoke, send a new link, resend the invitation, remove. */
@OwnerController('Recipients', 'checklist')
export class ShareLinksController {
  constructor(
    private readonly links: ShareLinksService,
    private readonly reader: ShareLinkReader,
  ) {}

  @Endpoint.get(':id/shares/:shareId/link', {
    operationId: 'getShareLink', summary: 'A recipient\'s personal link, without an e-mail', answer: ShareLinkResponseSchema, secret: true,
    errors: [404], errorsHere: { 409: 'The recipient was revoked (send a new link instead) or removed (share the checklist with them again).' },
    description: 'The same link the invitation carries (share by link: hand it on yourself). The answer is a secret: it is never compressed or logged. '
      + 'Each read is recorded in the share\'s activity (`link_read`). A personal access token needs write scope (403 with read scope). '
      + 'A revoked or removed recipient has no link to hand out: 409 `{ message }`.',
  })
  @WriteScope()
  @ChecklistRole('editor')
  async link(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareLinkResponse> {
    return this.reader.read(owner.id, share.checklistId, share.shareId);
  }

  @Endpoint.post(':id/shares/:shareId/revoke', {
    operationId: 'revokeShare', summary: 'Revoke a recipient\'s link', answer: ShareControlResponseSchema, errors: [404],
    description: 'The link stops working at once (410 on the guest page and its saves), open guest sockets are closed, no reminder goes out. Progress is kept.',
  })
  async revoke(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.revoke(owner.id, share.checklistId, share.shareId);
  }

  @Endpoint.post(':id/shares/:shareId/renew', {
    operationId: 'renewShare', summary: 'Send a new link', answer: ShareControlResponseSchema, errors: [404],
    description: 'A fresh link replaces the old one (which then answers 410) and is mailed; progress carries over; a revoked recipient gets access back.',
  })
  async renew(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.renew(owner.id, share.checklistId, share.shareId);
  }

  @Endpoint.post(':id/shares/:shareId/resend', {
    operationId: 'resendShare', summary: 'Send the invitation again, with the current link', description: 'Mails the current link again: the link the recipient has keeps working. A revoked link is not resent (409): send a new link with `…/renew`.', answer: ShareControlResponseSchema, errors: [404],
    errorsHere: { 409: 'The link is revoked: send a new link instead.' },
  })
  async resend(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<ShareControlResponse> {
    return this.links.resend(owner.id, share.checklistId, share.shareId);
  }

  @Endpoint.delete(':id/shares/:shareId', {
    operationId: 'deleteShare', summary: 'Remove a recipient: the share and their responses are deleted', description: 'The recipient\'s link stops working at once and their open guest sockets are closed; their progress is deleted. Asking for their link afterwards (`…/link`) answers 409.', noContent: 'Removed.', errors: [404],
  })
  async remove(@ChecklistOwner() owner: UserEntity, @ShareInPath() share: SharePath): Promise<void> {
    await this.links.remove(owner.id, share.checklistId, share.shareId);
  }
}
