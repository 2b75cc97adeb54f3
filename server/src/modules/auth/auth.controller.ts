import { Body, Controller, Get, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthResponse, MeResponse } from '@ticklist/contracts';
import { clientIp } from '../../common/client-ip';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { ApiOwnerAuth } from '../../common/openapi/api-auth.decorator';
import { AuthResponseSchema, MeResponseSchema } from './dto/auth.schemas';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { toAuthResponse } from './auth.mapper';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginService } from './login.service';
import { RegistrationService } from './registration.service';
import { AuthGuard, CurrentUser } from './session/auth.guard';
import { AnswersSession } from './session/answers-session.decorator';
import { SessionTokenService } from './session/session-token.service';

/** Sign-up, sign-in and the current user (spec section 7, Authentication). */
@ApiTags('Auth')
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly login: LoginService,
    private readonly sessions: SessionTokenService,
  ) {}

  @Post('register')
  @AnswersSession(AuthResponseSchema, 201)
  @ApiOperation({ summary: 'Create an owner account (needs an invite code)', operationId: 'register' })
  @ApiErrors(422, 429)
  async register(@Body() body: RegisterDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const user = await this.registration.register(body as Record<string, unknown>, clientIp(request));
    return toAuthResponse(this.sessions.issue(user), user);
  }

  @Post('login_check')
  @AnswersSession(AuthResponseSchema)
  @ApiOperation({ summary: 'Sign in with e-mail and password', operationId: 'login' })
  @ApiErrors(401, 429)
  async loginCheck(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const user = await this.login.login(body, clientIp(request));
    return toAuthResponse(this.sessions.issue(user), user);
  }

  @Get('me')
  @UseGuards(AuthGuard)
  @ApiOwnerAuth()
  @ApiOperation({ summary: 'The signed-in user', operationId: 'getMe' })
  @ApiOkResponse({ type: MeResponseSchema })
  me(@CurrentUser() user: UserEntity): MeResponse {
    return { user: toUserDto(user) };
  }
}
