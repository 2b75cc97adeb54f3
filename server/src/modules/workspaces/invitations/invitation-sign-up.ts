import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isTokenShaped, sha256Hex } from '../../../common/crypto';
import { UsersRepository } from '../../users/users.repository';
import { WorkspaceMembersRepository } from '../workspace-members.repository';
import { WorkspaceInvitationsRepository, type InvitationRow } from './workspace-invitations.repository';

/**
 * Signing up with an invitation's link (issue 47): the invitation stands in for an invite code,
 * the address must be the invited one, and the account joins the workspace, its address proven.
 */
@Injectable()
export class InvitationSignUp {
  constructor(
    private readonly invitations: WorkspaceInvitationsRepository,
    private readonly members: WorkspaceMembersRepository,
    private readonly users: UsersRepository,
  ) {}

  /** The live invitation a token opens, or null. */
  find(token: string, m?: EntityManager): Promise<InvitationRow | null> {
    return isTokenShaped(token) ? this.invitations.byTokenHash(sha256Hex(token), m) : Promise.resolve(null);
  }

  /** In the sign-up's transaction: the account joins, the invitation is spent, the address is verified. */
  async redeem(invitation: InvitationRow, userId: string, m: EntityManager): Promise<boolean> {
    if (!(await this.invitations.delete(invitation.workspaceId, invitation.id, m))) return false;
    await this.members.add(invitation.workspaceId, userId, invitation.role, m);
    await this.users.markEmailValidated(userId, m);
    return true;
  }
}
