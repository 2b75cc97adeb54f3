import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { asText } from '../../common/text';
import { PasswordReplacement } from '../auth/password/password-replacement.service';
import { PasswordService } from '../auth/password/password.service';
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

/**
 * PUT /api/user/password (spec section 5). Every rule is checked and all field errors answered
 * together. A change bumps the token version, so every older token (other devices) stops working;
 * the caller gets a fresh one. Unused reset links die with the old password.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly replacement: PasswordReplacement,
  ) {}

  async change(userId: string, input: PasswordChangeInput): Promise<UserEntity> {
    const current = asText(input.currentPassword);
    const next = asText(input.newPassword);
    const confirm = asText(input.confirmPassword);
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
    // The guard let only a signed-in owner through, so the owner is there to update.
    return (await this.replacement.replace('change', passwordHash, async () => userId))!;
  }
}
