import { Body, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, type MessageResponse, type NotificationSettings, type NotificationSettingsResponse } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
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

  @Get()
  @ApiOperation({ summary: 'Your e-mail notification settings', operationId: 'getNotificationSettings' })
  @ApiOkResponse({ type: NotificationSettingsSchema })
  getSettings(@CurrentUser() user: UserEntity): Promise<NotificationSettings> {
    return this.settings.get(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Change notification settings (fields left out keep their value)', operationId: 'updateNotificationSettings' })
  @ApiOkResponse({ type: NotificationSettingsUpdatedSchema })
  @ApiErrors(422)
  async updateSettings(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsResponse & MessageResponse> {
    return { message: ACCOUNT_MESSAGES.settingsUpdated, settings: await this.settings.update(user.id, body) };
  }
}
