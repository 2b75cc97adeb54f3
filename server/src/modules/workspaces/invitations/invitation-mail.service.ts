import { Injectable, OnModuleInit } from '@nestjs/common';
import { INVITATION_MESSAGES as M } from '@ticklist/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.token';
import { randomToken, sha256Hex } from '../../../common/crypto';
import { isUuid } from '../../../common/uuid';
import { renderMail, userText } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import { MailQueueService } from '../../mail/mail-queue.service';
import { sendWithin } from '../../mail/send-within';
import { UsersRepository } from '../../users/users.repository';
import { WorkspaceInvitationsRepository } from './workspace-invitations.repository';

export const INVITATION_MAIL_KIND = 'workspace-invitation';
/** How long creating an invitation waits for its mail before answering (it is retried later anyway). */
const MAIL_TIMEOUT_MS = 5_000;

/**
 * The invitation mail. Its job holds only the invitation's id: the link's token (256 bits) is
 * minted when the message is built and only its digest stored, so a retried mail carries a fresh
 * link (the earlier one stops working) and no live link waits in the queue.
 */
@Injectable()
export class InvitationMailService implements OnModuleInit {
  constructor(
    private readonly invitations: WorkspaceInvitationsRepository,
    private readonly users: UsersRepository,
    private readonly queue: MailQueueService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(INVITATION_MAIL_KIND, (payload) => this.build(payload));
  }

  send(invitationId: string): Promise<boolean> {
    return sendWithin(this.queue, INVITATION_MAIL_KIND, { invitationId }, MAIL_TIMEOUT_MS);
  }

  private async build(payload: Record<string, unknown>): Promise<MailMessage | null> {
    if (!isUuid(payload.invitationId)) return null;
    const invitation = await this.invitations.byId(payload.invitationId);
    if (!invitation) return null;
    const token = randomToken(32);
    if (!(await this.invitations.setTokenHash(invitation.id, sha256Hex(token)))) return null;
    const inviter = invitation.invitedBy ? await this.users.findById(invitation.invitedBy) : null;
    const workspace = userText(invitation.workspaceName);
    return renderMail({
      to: invitation.email,
      subject: M.mailSubject(invitation.workspaceName),
      paragraphs: [M.mailIntro(userText(inviter?.username ?? inviter?.email ?? 'Someone'), workspace, invitation.role), M.mailExpiry],
      action: { label: M.mailAction, url: `${this.config.appUrl}/invitations/${token}` },
    });
  }
}
