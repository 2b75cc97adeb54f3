import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { badRequest } from '../../common/domain-error';
import { EmailLinksService } from '../email-links/email-links.service';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/**
 * E-mail verification. A link works once within 7 days; using it proves the mailbox, so the
 * answer also signs the owner in (the page stores the returned token and user).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
  ) {}

  /**
   * The verified owner; `already` for a used link whose address is verified (clicked twice: no
   * session is issued, the link is spent); any other used, expired or forged link is a 400 with the spec's message.
   */
  async verify(id: string, secret: string): Promise<UserEntity | 'already'> {
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await this.links.consumeVerification(id, secret, manager);
      if (!userId) return null;
      await this.users.markEmailValidated(userId, manager);
      return this.users.findOwnerById(userId, manager);
    });
    if (user) return user;
    if (await this.links.verificationAlreadyUsed(id, secret)) return 'already';
    throw badRequest(AUTH_MESSAGES.verifyFailed);
  }
}
