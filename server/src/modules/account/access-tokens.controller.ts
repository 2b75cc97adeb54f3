import { Body, Get, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ACCESS_TOKEN_MESSAGES, type AccessTokenListResponse, type CreateAccessTokenResponse } from '@ticklist/contracts';
import { AnswersSecret } from '../../common/delivery/answers-secret.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { DeleteNoContent } from '../../common/openapi/delete-no-content.decorator';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { parseAccessTokenInput } from '../auth/access-tokens/access-token-input';
import { AccessTokenListSchema, CreateAccessTokenDto, CreatedAccessTokenSchema } from '../auth/access-tokens/access-token.dto';
import { toAccessToken } from '../auth/access-tokens/access-token.mapper';
import { AccessTokenService } from '../auth/access-tokens/access-token.service';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import { SessionOnly } from '../auth/session/session-only.decorator';
import type { UserEntity } from '../users/user.entity';

const TokenId = new UuidParamPipe(ACCESS_TOKEN_MESSAGES.notFound);

/** The owner's personal access tokens (Account › Security). Managed from a signed-in session only. */
@OwnerController('Account', 'user/tokens')
@SessionOnly()
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokenService) {}

  @Get()
  @ApiOperation({ summary: 'List your personal access tokens', operationId: 'listAccessTokens' })
  @ApiOkResponse({ type: AccessTokenListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<AccessTokenListResponse> {
    return { tokens: (await this.tokens.list(user.id)).map(toAccessToken) };
  }

  @Post()
  @AnswersSecret(CreatedAccessTokenSchema, 201)
  @ApiOperation({
    summary: 'Create a personal access token',
    description: 'The secret is in this answer only. It starts with `tl_pat_`; send it as `Authorization: Bearer <secret>`.',
    operationId: 'createAccessToken',
  })
  @ApiErrors(422)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateAccessTokenDto): Promise<CreateAccessTokenResponse> {
    const { token, secret } = await this.tokens.create(user.id, parseAccessTokenInput(body ?? {}));
    return { token: toAccessToken(token), secret };
  }

  @DeleteNoContent(':id', 'Revoked.')
  @ApiOperation({ summary: 'Revoke a personal access token (at once)', operationId: 'revokeAccessToken' })
  @ApiErrors(404)
  async revoke(@CurrentUser() user: UserEntity, @Param('id', TokenId) id: string): Promise<void> {
    await this.tokens.revoke(user.id, id);
  }
}
