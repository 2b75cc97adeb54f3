import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NotificationSettings } from '@ticklist/contracts';
import { UserEntity } from '../users/user.entity';
import { toNotificationSettings } from './account.mapper';

/** The four notification booleans, stored as columns of users (defaults in the migration). */
@Injectable()
export class NotificationSettingsService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async get(userId: string): Promise<NotificationSettings> {
    return toNotificationSettings(await this.users.findOneByOrFail({ id: userId }));
  }

  async update(userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const patch: Partial<NotificationSettings> = {};
    for (const key of ['emailNotifications', 'pushNotifications', 'shareNotifications', 'applicationUpdates'] as const) {
      if (typeof changes[key] === 'boolean') patch[key] = changes[key];
    }
    if (Object.keys(patch).length) await this.users.update(userId, patch);
    return this.get(userId);
  }
}
