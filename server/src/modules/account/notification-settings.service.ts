import { Injectable } from '@nestjs/common';
import type { NotificationSettings } from '@ticklist/contracts';
import { UsersRepository } from '../users/users.repository';
import { toNotificationSettings } from './account.mapper';

/** The notification booleans, stored as columns of users (defaults in the migration). */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly users: UsersRepository) {}

  async get(userId: string): Promise<NotificationSettings> {
    return toNotificationSettings((await this.users.findById(userId))!);
  }

  async update(userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const patch: Partial<NotificationSettings> = {};
    for (const key of ['emailNotifications', 'pushNotifications', 'shareNotifications', 'applicationUpdates', 'replyToOwner'] as const) {
      if (typeof changes[key] === 'boolean') patch[key] = changes[key];
    }
    if (Object.keys(patch).length) await this.users.updateNotificationSettings(userId, patch);
    return this.get(userId);
  }
}
