import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { isUniqueViolation } from '../../database/db-errors';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/** PUT /api/user/profile: the username, unique case-insensitively among all users. */
@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersRepository) {}

  async changeUsername(userId: string, username: string): Promise<UserEntity> {
    if (await this.users.usernameTakenByOther(username, userId)) throw fieldErrors({ username: AUTH_MESSAGES.usernameTaken });
    try {
      await this.users.updateUsername(userId, username);
    } catch (error) {
      // Two owners racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw fieldErrors({ username: AUTH_MESSAGES.usernameTaken });
      throw error;
    }
    return (await this.users.findById(userId))!;
  }
}
