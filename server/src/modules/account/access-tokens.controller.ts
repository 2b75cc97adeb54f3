import { Body, Param } from '@nestjs/common';
import { ACCESS_TOKEN_MESSAGES, type AccessTokenListResponse, type CreateAccessTokenResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
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

  @Endpoint.get('', { operationId: 'listAccessTokens', summary: 'List your personal access tokens', description: 'Each token\'s name, scope, creation, expiry and last use; never its secret (shown once, when it is made). Session only: a personal access token gets 403.', answer: AccessTokenListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<AccessTokenListResponse> {
    return { tokens: (await this.tokens.list(user.id)).map(toAccessToken) };
  }

  @Endpoint.post('', {
    operationId: 'createAccessToken', summary: 'Create a personal access token', answer: CreatedAccessTokenSchema, status: 201, errors: [422], secret: true,
    description: 'The secret is in this answer only. It starts with `tl_pat_`; send it as `Authorization: Bearer <secret>`.',
  })
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateAccessTokenDto): Promise<CreateAccessTokenResponse> {
    const { token, secret } = await this.tokens.create(user.id, parseAccessTokenInput(body ?? {}));
    return { token: toAccessToken(token), secret };
  }

  @Endpoint.delete(':id', { operationId: 'revokeAccessToken', summary: 'Revoke a personal access token (at once)', description: 'The token is refused (401) from its next call on. Session only: a personal access token gets 403.', noContent: 'Revoked.', errors: [404] })
  async revoke(@CurrentUser() user: UserEntity, @Param('id', TokenId) id: string): Promise<void> {
    await this.tokens.revoke(user.id, id);
  }
}
