import { Injectable } from '@nestjs/common';
import type { AccountMembership } from '@ticklist/contracts';
import { WorkspacesRepository } from '../workspaces/workspaces.repository';

/**
 * The team workspaces an account is a member of, with its role in each (issue 47): listed by the
 * deletion preview (their checklists stay with the team) and the account export.
 */
@Injectable()
export class AccountMemberships {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  async of(userId: string): Promise<AccountMembership[]> {
    return (await this.workspaces.ofMember(userId)).filter((w) => !w.personal).map((w) => ({ workspaceId: w.id, name: w.name, role: w.role }));
  }
}
