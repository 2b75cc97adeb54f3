import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { PasswordService } from '../auth/password/password.service';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { SESSIONS_REVOKED, type SessionsRevokedEvent } from '../auth/session/sessions-revoked.event';
import { EmailLinksService } from '../email-links/email-links.service';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

export interface PasswordChangeInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

const NEW_PASSWORD_MESSAGES = {
  required: AUTH_MESSAGES.newPasswordRequired,
  tooShort: AUTH_MESSAGES.newPasswordTooShort,
  tooLong: AUTH_MESSAGES.passwordTooLong,
  tooCommon: AUTH_MESSAGES.passwordTooCommon,
};

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * PUT /api/user/password (spec section 5). Every rule is checked and all field errors answered
 * together. A change bumps the token version, so every older token (other devices) stops working;
 * the caller gets a fresh one. Unused reset links die with the old password.
 */
@Injectable()
export class PasswordChangeService {
  private readonly logger = new Logger('PasswordChange');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
    private readonly passwords: PasswordService,
    private readonly events: EventEmitter2,
  ) {}

  async change(userId: string, input: PasswordChangeInput): Promise<UserEntity> {
    const current = text(input.currentPassword);
    const next = text(input.newPassword);
    const confirm = text(input.confirmPassword);
    const errors = new FieldErrors();

    if (!current) errors.add('currentPassword', AUTH_MESSAGES.currentPasswordRequired);
    const rule = this.passwords.problem(next, NEW_PASSWORD_MESSAGES);
    if (rule) errors.add('newPassword', rule);
    else if (current && next === current) errors.add('newPassword', AUTH_MESSAGES.newPasswordSameAsCurrent);
    if (!confirm) errors.add('confirmPassword', AUTH_MESSAGES.passwordConfirmationRequired);
    else if (next && confirm !== next) errors.add('confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch);

    if (current) {
      // verify() refuses over-long input before hashing.
      const withHash = await this.users.findWithPasswordById(userId);
      if (!(await this.passwords.verify(withHash?.passwordHash, current))) {
        errors.add('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
      }
    }
    errors.throwIfAny();

    const passwordHash = await this.passwords.hash(next);
    const user = await this.dataSource.transaction(async (manager) => {
      await this.users.changePassword(userId, passwordHash, manager);
      await this.links.revokeAll(userId, 'reset', manager);
      return (await this.users.findById(userId, manager))!;
    });
    emitAfterCommit(this.events, this.logger, SESSIONS_REVOKED, { userId } satisfies SessionsRevokedEvent);
    return user;
  }
}
