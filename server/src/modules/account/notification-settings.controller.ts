import { Body } from '@nestjs/common';
import { ACCOUNT_MESSAGES, type MessageResponse, type NotificationSettings, type NotificationSettingsResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { NotificationSettingsSchema, NotificationSettingsUpdatedSchema } from './dto/account.schemas';
import { UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';

/** Which e-mails the signed-in owner gets (spec section 7, Account). */
@OwnerController('Account', 'user/notification-settings')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Endpoint.get('', { operationId: 'getNotificationSettings', summary: 'Your e-mail notification settings', description: 'Which e-mails the account receives.', answer: NotificationSettingsSchema })
  getSettings(@CurrentUser() user: UserEntity): Promise<NotificationSettings> {
    return this.settings.get(user.id);
  }

  @Endpoint.put('', {
    operationId: 'updateNotificationSettings', summary: 'Change notification settings (fields left out keep their value)', description: 'Fields left out keep their value; the answer holds the settings as they now are.',
    answer: NotificationSettingsUpdatedSchema, errors: [422],
  })
  async updateSettings(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsResponse & MessageResponse> {
    return { message: ACCOUNT_MESSAGES.settingsUpdated, settings: await this.settings.update(user.id, body) };
  }
}
