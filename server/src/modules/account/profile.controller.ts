import { Body, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type UpdateProfileResponse } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { UpdateProfileResponseSchema } from '../auth/dto/auth.schemas';
import { toMessageWithSession } from '../auth/auth.mapper';
import { CurrentSession, CurrentUser } from '../auth/session/auth.guard';
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
 * (422), is not for personal access tokens, and answers a fresh session token: a profile change's
 * continues the same session; a password change ends every session and answers a new one.
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

  @Endpoint.put('profile', {
    operationId: 'updateProfile', summary: 'Change your display name; answers a fresh session token', description: 'The answer carries a fresh token for the same session, with the new name in it: use it from now on. Session only: a personal access token gets 403.', answer: UpdateProfileResponseSchema, secret: true,
  })
  async updateProfile(@CurrentUser() user: UserEntity, @CurrentSession() session: string, @Body() body: UpdateProfileDto): Promise<UpdateProfileResponse> {
    const updated = await this.profile.changeUsername(user.id, body.username);
    // The same session goes on: only what the token answers with changed.
    return toMessageWithSession(AUTH_MESSAGES.profileUpdated, this.sessions.continue(updated, session), updated);
  }

  @Endpoint.put('password', {
    operationId: 'changePassword', summary: 'Change your password; other sessions are signed out', description: 'Every session ends, this one included; the answer carries the token of a new session for this client. Session only: a personal access token gets 403.', answer: UpdateProfileResponseSchema, secret: true,
  })
  async changePassword(@CurrentUser() user: UserEntity, @CurrentSession() session: string, @Body() body: ChangePasswordDto, @Req() request: FastifyRequest): Promise<UpdateProfileResponse> {
    const method = await this.sessions.methodOf(session);
    const updated = await this.passwords.change(user.id, body);
    // Every session ended with the change: this browser goes on in a new one, signed in as before.
    return toMessageWithSession(AUTH_MESSAGES.passwordUpdated, await this.sessions.reissue(updated, request, method), updated);
  }
}
