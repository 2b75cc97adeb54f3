import { Body, Controller, Delete, Get, Header, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type AccountExport,
  type DeletionPreviewResponse,
  type MessageResponse,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type UpdateProfileResponse,
} from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { UpdateProfileResponseSchema } from '../auth/dto/auth.schemas';
import { AccountExportSchema } from './dto/account-export.schema';
import { DeletionPreviewSchema, NotificationSettingsSchema, NotificationSettingsUpdatedSchema } from './dto/account.schemas';
import { SessionOnly } from '../auth/session/session-only.decorator';
import { AuthGuard, CurrentUser } from '../auth/session/auth.guard';
import { SessionTokenService } from '../auth/session/session-token.service';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { NotificationSettingsService } from './notification-settings.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';
import { SecretInAnswer } from '../../common/delivery/compression';

/** The signed-in owner's own account (spec section 7, Account). */
@ApiTags('Account')
@ApiOwnerAuth()
@Controller('user')
@UseGuards(AuthGuard)
export class AccountController {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly profile: ProfileService,
    private readonly passwords: PasswordChangeService,
    private readonly settings: NotificationSettingsService,
    private readonly deletion: AccountDeletionService,
    private readonly exporter: AccountExportService,
  ) {}

  @Put('profile')
  @SecretInAnswer()
  @SessionOnly()
  @ApiOperation({ summary: 'Change your display name; answers a fresh session token', operationId: 'updateProfile' })
  @ApiOkResponse({ type: UpdateProfileResponseSchema })
  @ApiErrors(422)
  async updateProfile(@CurrentUser() user: UserEntity, @Body() body: UpdateProfileDto): Promise<UpdateProfileResponse> {
    const updated = await this.profile.changeUsername(user.id, body.username);
    return { message: AUTH_MESSAGES.profileUpdated, token: this.sessions.issue(updated), user: toUserDto(updated) };
  }

  @Put('password')
  @SecretInAnswer()
  @SessionOnly()
  @ApiOperation({ summary: 'Change your password; other sessions are signed out', operationId: 'changePassword' })
  @ApiOkResponse({ type: UpdateProfileResponseSchema })
  @ApiErrors(422)
  async changePassword(@CurrentUser() user: UserEntity, @Body() body: ChangePasswordDto): Promise<UpdateProfileResponse> {
    const updated = await this.passwords.change(user.id, body);
    return { message: AUTH_MESSAGES.passwordUpdated, token: this.sessions.issue(updated), user: toUserDto(updated) };
  }

  @Get('notification-settings')
  @ApiOperation({ summary: 'Your e-mail notification settings', operationId: 'getNotificationSettings' })
  @ApiOkResponse({ type: NotificationSettingsSchema })
  getSettings(@CurrentUser() user: UserEntity): Promise<NotificationSettings> {
    return this.settings.get(user.id);
  }

  @Put('notification-settings')
  @ApiOperation({ summary: 'Change notification settings (fields left out keep their value)', operationId: 'updateNotificationSettings' })
  @ApiOkResponse({ type: NotificationSettingsUpdatedSchema })
  @ApiErrors(422)
  async updateSettings(
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsResponse & MessageResponse> {
    return { message: ACCOUNT_MESSAGES.settingsUpdated, settings: await this.settings.update(user.id, body) };
  }

  @Get('account/deletion-preview')
  @ApiOperation({ summary: 'What deleting your account would remove', operationId: 'getDeletionPreview' })
  @ApiOkResponse({ type: DeletionPreviewSchema })
  async deletionPreview(@CurrentUser() user: UserEntity): Promise<DeletionPreviewResponse> {
    return { statistics: await this.deletion.preview(user.id) };
  }

  @Delete('account')
  @HttpCode(200)
  @SessionOnly()
  @ApiOperation({ summary: 'Delete your account and everything it owns, at once', operationId: 'deleteAccount' })
  @ApiOkResponse({ type: MessageSchema })
  async deleteAccount(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    await this.deletion.delete(user.id);
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  @Get('export-data')
  @ApiOperation({ summary: 'Download everything your account holds (export.json)', operationId: 'exportAccountData' })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: AccountExportSchema, headers: { 'Content-Disposition': { description: 'attachment; filename="export.json"', schema: { type: 'string' } } } })
  @Header('Content-Disposition', 'attachment; filename="export.json"')
  @Header('Cache-Control', 'no-store')
  exportData(@CurrentUser() user: UserEntity): Promise<AccountExport> {
    return this.exporter.export(user.id);
  }
}
