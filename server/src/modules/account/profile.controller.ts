import { Body, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AUTH_MESSAGES, type UpdateProfileResponse } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { UpdateProfileResponseSchema } from '../auth/dto/auth.schemas';
import { toMessageWithSession } from '../auth/auth.mapper';
import { AnswersSession } from '../auth/session/answers-session.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import { SessionOnly } from '../auth/session/session-only.decorator';
import { SessionTokenService } from '../auth/session/session-token.service';
import type { UserEntity } from '../users/user.entity';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';

/**
 * Your display name and password (spec section 7, Account). Each change is checked field by field
 * (422), is not for personal access tokens, and answers a fresh session token: the old one stops
 * working once its token version is bumped.
 */
@OwnerController('Account', 'user')
@SessionOnly()
@ApiErrors(422)
export class ProfileController {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly profile: ProfileService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @Put('profile')
  @AnswersSession(UpdateProfileResponseSchema)
  @ApiOperation({ summary: 'Change your display name; answers a fresh session token', operationId: 'updateProfile' })
  async updateProfile(@CurrentUser() user: UserEntity, @Body() body: UpdateProfileDto): Promise<UpdateProfileResponse> {
    const updated = await this.profile.changeUsername(user.id, body.username);
    return toMessageWithSession(AUTH_MESSAGES.profileUpdated, this.sessions.issue(updated), updated);
  }

  @Put('password')
  @AnswersSession(UpdateProfileResponseSchema)
  @ApiOperation({ summary: 'Change your password; other sessions are signed out', operationId: 'changePassword' })
  async changePassword(@CurrentUser() user: UserEntity, @Body() body: ChangePasswordDto): Promise<UpdateProfileResponse> {
    const updated = await this.passwords.change(user.id, body);
    return toMessageWithSession(AUTH_MESSAGES.passwordUpdated, this.sessions.issue(updated), updated);
  }
}
