import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AUTH_MESSAGES as M, LIMITS } from '@ticklist/contracts';
import { FieldErrors, badRequest, fieldErrors } from '../../common/domain-error';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { EmailLinksService } from '../email-links/email-links.service';
import { emitAfterCommit } from '../../common/emit-after-commit';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AuthMailService } from './auth-mail.service';
import { PasswordService } from './password/password.service';
import { SIGN_UP_PASSWORD_MESSAGES } from './registration-input';
import { SESSIONS_REVOKED, type SessionsRevokedEvent } from './session/sessions-revoked.event';

const RESET_MAIL_TIMEOUT_MS = 10_000;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Forgot / reset. The forgot answer is the same whether or not the address has an account, and
 * the mail goes out in the background so timing does not tell either. A reset link (1 h, one
 * use) sets the password, ends every older session (token version) and proves the mailbox.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
    private readonly passwords: PasswordService,
    private readonly mails: AuthMailService,
    private readonly rateLimits: RateLimitService,
    private readonly events: EventEmitter2,
  ) {}

  async forgot(body: { email?: unknown }): Promise<void> {
    const email = str(body.email).trim().toLowerCase();
    if (!email) throw fieldErrors({ email: M.forgotEmailRequired });
    if (email.length > LIMITS.emailMax) return;
    await this.rateLimits.consume(RATE_LIMITS.forgotPerAddress, email);
    const user = await this.users.findByEmail(email);
    if (!user || user.accountType !== 'owner') return;
    // Essential mail: sent even to an unsubscribed address. Not awaited (see above).
    void this.mails.sendReset(user.id, RESET_MAIL_TIMEOUT_MS);
  }

  /** The owner a live reset link belongs to; anything else is a 400 'Invalid or expired reset link'. */
  async check(token: string): Promise<string> {
    const userId = await this.links.peek('reset', token);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.accountType !== 'owner') throw badRequest(M.resetLinkInvalid);
    return user.id;
  }

  async reset(token: string, body: { password?: unknown; confirmPassword?: unknown }): Promise<UserEntity> {
    const password = str(body.password);
    const confirm = str(body.confirmPassword);
    const errors = new FieldErrors();
    const problem = this.passwords.problem(password, SIGN_UP_PASSWORD_MESSAGES);
    if (problem) errors.add('password', problem);
    if (!confirm) errors.add('confirmPassword', M.resetConfirmRequired);
    else if (password && confirm !== password) errors.add('confirmPassword', M.passwordsDoNotMatch);
    errors.throwIfAny();

    await this.check(token);
    const passwordHash = await this.passwords.hash(password);
    const user = await this.dataSource.transaction(async (manager) => {
      // Spent atomically: of two requests with the same link, one wins.
      const userId = await this.links.consume('reset', token, manager);
      if (!userId) return null;
      await this.users.resetPassword(userId, passwordHash, manager);
      await this.links.revokeAll(userId, 'reset', manager);
      return this.users.findOwnerById(userId, manager);
    });
    if (!user) throw badRequest(M.resetLinkInvalid);
    // Open sockets of the old sessions are closed (their tokens are already refused).
    emitAfterCommit(this.events, this.logger, SESSIONS_REVOKED, { userId: user.id } satisfies SessionsRevokedEvent);
    return user;
  }
}
