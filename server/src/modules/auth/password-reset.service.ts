import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES as M } from '@ticklist/contracts';
import { FieldErrors, badRequest } from '../../common/domain-error';
import { asText } from '../../common/text';
import { EmailLinksService } from '../email-links/email-links.service';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { PasswordReplacement } from './password/password-replacement.service';
import { PasswordService } from './password/password.service';
import { AccountRecovery } from './recovery/account-recovery';
import { SIGN_UP_PASSWORD_MESSAGES } from './registration-input';

/**
 * A reset link (1 h, one use) sets the password, ends every older session (token version) and
 * proves the mailbox. Then the account counts as recovered: its access tokens are revoked, its
 * webhooks paused and the owner told (AccountRecovery).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
    private readonly passwords: PasswordService,
    private readonly replacement: PasswordReplacement,
    private readonly recovery: AccountRecovery,
  ) {}

  /** The owner a live reset link belongs to; anything else is a 400 'Invalid or expired reset link'. */
  async check(token: string): Promise<string> {
    const userId = await this.links.peek('reset', token);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.accountType !== 'owner') throw badRequest(M.resetLinkInvalid);
    return user.id;
  }

  async reset(token: string, body: { password?: unknown; confirmPassword?: unknown }): Promise<UserEntity> {
    const password = asText(body.password);
    const confirm = asText(body.confirmPassword);
    const errors = new FieldErrors();
    const problem = this.passwords.problem(password, SIGN_UP_PASSWORD_MESSAGES);
    if (problem) errors.add('password', problem);
    if (!confirm) errors.add('confirmPassword', M.resetConfirmRequired);
    else if (password && confirm !== password) errors.add('confirmPassword', M.passwordsDoNotMatch);
    errors.throwIfAny();

    await this.check(token);
    const passwordHash = await this.passwords.hash(password);
    // Spent atomically: of two requests with the same link, one wins.
    const user = await this.replacement.replace('reset', passwordHash, (manager) => this.links.consume('reset', token, manager));
    if (!user) throw badRequest(M.resetLinkInvalid);
    await this.recovery.recovered(user.id);
    return user;
  }
}
