import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EmailLinksService } from '../../email-links/email-links.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { SessionRevocations } from '../session/session-revocations';
import { SessionsRepository } from '../session/sessions.repository';

/** A change keeps the rest of the account; a reset (by mailed link) also proves the mailbox. */
export type PasswordReplacementKind = 'change' | 'reset';

/**
 * Stores a new password, the one way both a change and a reset do it: in one transaction the
 * hash is written with a bumped token version, every session is ended (every older token stops
 * working) and unused reset links are spent; after the commit the open sockets of the old
 * sessions are closed. The caller then signs the account in afresh (a new session).
 */
@Injectable()
export class PasswordReplacement {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
    private readonly revocations: SessionRevocations,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * `owner` names the account inside the transaction (a reset spends its link there), or null
   * to change nothing; the answer is the updated owner, or null.
   */
  async replace(
    kind: PasswordReplacementKind,
    passwordHash: string,
    owner: (manager: EntityManager) => Promise<string | null>,
  ): Promise<UserEntity | null> {
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await owner(manager);
      if (!userId) return null;
      if (kind === 'reset') await this.users.resetPassword(userId, passwordHash, manager);
      else await this.users.changePassword(userId, passwordHash, manager);
      await this.links.revokeAll(userId, 'reset', manager);
      await this.sessions.endAll(userId, manager);
      return this.users.findOwnerById(userId, manager);
    });
    if (user) this.revocations.announce(user.id);
    return user;
  }
}
