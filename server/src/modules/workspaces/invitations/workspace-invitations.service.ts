import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INVITATION_DAYS, INVITATION_MESSAGES as M, type WorkspaceRole } from '@ticklist/contracts';
import { fieldErrors, forbidden, notFound } from '../../../common/domain-error';
import { isTokenShaped, sha256Hex } from '../../../common/crypto';
import { readRecipientAddress } from '../../../common/email-address';
import { isUuid } from '../../../common/uuid';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { WorkspaceAccess } from '../workspace-access';
import { WorkspaceMembersRepository } from '../workspace-members.repository';
import { InvitationMailService } from './invitation-mail.service';
import { WorkspaceInvitationsRepository, type InvitationRow } from './workspace-invitations.repository';

const DAY_MS = 86_400_000;

/** Invitations to a workspace: admins send, list and withdraw them; the invited address accepts. */
@Injectable()
export class WorkspaceInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: WorkspaceInvitationsRepository,
    private readonly members: WorkspaceMembersRepository,
    private readonly users: UsersRepository,
    private readonly access: WorkspaceAccess,
    private readonly rateLimits: RateLimitService,
    private readonly mails: InvitationMailService,
  ) {}

  async invite(userId: string, workspaceId: string, rawEmail: unknown, role: WorkspaceRole): Promise<InvitationRow> {
    const workspace = await this.access.require(userId, workspaceId, 'admin');
    if (workspace.personal) throw forbidden(M.personalWorkspace);
    const address = typeof rawEmail === 'string' ? readRecipientAddress(rawEmail) : null;
    if (!address) throw fieldErrors({ email: M.emailInvalid });
    const existing = await this.users.findByEmail(address.email);
    if (existing && (await this.members.find(workspace.id, existing.id))) throw fieldErrors({ email: M.alreadyMember });
    await this.rateLimits.consume(RATE_LIMITS.invitationsPerWorkspace, workspace.id);
    const invitation = await this.invitations.upsert(workspace.id, address.email, role, userId, new Date(Date.now() + INVITATION_DAYS * DAY_MS));
    await this.mails.send(invitation.id);
    return invitation;
  }

  async list(userId: string, workspaceId: string): Promise<InvitationRow[]> {
    const workspace = await this.access.require(userId, workspaceId, 'admin');
    return this.invitations.list(workspace.id);
  }

  async withdraw(userId: string, workspaceId: string, invitationId: string): Promise<void> {
    const workspace = await this.access.require(userId, workspaceId, 'admin');
    if (!isUuid(invitationId) || !(await this.invitations.delete(workspace.id, invitationId.toLowerCase()))) throw notFound(M.notFound);
  }

  /** What a link offers; an unknown, replaced, used or expired link: 404. */
  async preview(token: string): Promise<InvitationRow> {
    const invitation = isTokenShaped(token) ? await this.invitations.byTokenHash(sha256Hex(token)) : null;
    if (!invitation) throw notFound(M.linkInvalid);
    return invitation;
  }

  /**
   * Joins the signed-in account to the workspace, when it has the invited address; the link
   * proves the address, so the account is verified too (contract: "Proof of an address").
   */
  async accept(user: UserEntity, token: string): Promise<string> {
    const invitation = await this.preview(token);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(M.otherAddress);
    await this.dataSource.transaction(async (m) => {
      await this.members.add(invitation.workspaceId, user.id, invitation.role, m);
      await this.invitations.delete(invitation.workspaceId, invitation.id, m);
      await this.users.markEmailValidated(user.id, m);
    });
    return invitation.workspaceId;
  }
}
