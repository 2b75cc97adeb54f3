import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { UserEntity } from '../users/user.entity';
import { isUniqueViolation } from './db-errors';

/** PUT /api/user/profile: the username, unique case-insensitively among all users. */
@Injectable()
export class ProfileService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async changeUsername(userId: string, username: string): Promise<UserEntity> {
    const taken = await this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .andWhere('u.id <> :id', { id: userId })
      .getExists();
    if (taken) throw fieldErrors({ username: AUTH_MESSAGES.usernameTaken });
    try {
      await this.users.update(userId, { username });
    } catch (error) {
      // Two owners racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw fieldErrors({ username: AUTH_MESSAGES.usernameTaken });
      throw error;
    }
    return this.users.findOneByOrFail({ id: userId });
  }
}
