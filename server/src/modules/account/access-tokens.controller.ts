import { Body, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
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
import type { Caller } from '../workspaces/checklist-access';
import { CurrentCaller } from '../workspaces/checklist-role.decorator';
import { WorkspaceAccess } from '../workspaces/workspace-access';

const TokenId = new UuidParamPipe(ACCESS_TOKEN_MESSAGES.notFound);

/** The owner's personal access tokens (Account › Security). Managed from a signed-in session only. */
@OwnerController('Account', 'user/tokens')
@SessionOnly()
export class AccessTokensController {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly workspaces: WorkspaceAccess,
  ) {}

  @Endpoint.get('', {
    operationId: 'listAccessTokens', summary: 'List your personal access tokens', description: 'Each token\'s name, scope, workspace, creation, expiry and last use; never its secret (shown once, when it is made). Session only: a personal access token gets 403.', answer: AccessTokenListSchema,
    errors: [422], errorsHere: { 404: '`workspaceId` names a workspace you are not a member of.' },
  })
  @ApiQuery({
    name: 'workspaceId',
    required: false,
    description: 'Only the tokens limited to this workspace (issue 47; a member\'s: 404 otherwise). Without it: all your tokens, so none is out of sight. Not a uuid: 422 keyed `workspaceId`.',
    schema: { type: 'string', format: 'uuid' },
  })
  async list(@CurrentCaller() caller: Caller, @Query('workspaceId') workspaceId: unknown): Promise<AccessTokenListResponse> {
    const only = workspaceId === undefined ? undefined : await this.workspaces.named(caller, workspaceId, 'viewer');
    return { tokens: (await this.tokens.list(caller.userId, only)).map(toAccessToken) };
  }

  @Endpoint.post('', {
    operationId: 'createAccessToken', summary: 'Create a personal access token', answer: CreatedAccessTokenSchema, status: 201, errors: [422], secret: true,
    errorsHere: { 404: '`workspaceId` names a workspace you are not a member of.' },
    description: 'The secret is in this answer only. It starts with `tl_pat_`; send it as `Authorization: Bearer <secret>`. '
      + 'It reaches one workspace (`workspaceId`, default your personal one) with your role there, and stops reaching it when you leave it.',
  })
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateAccessTokenDto): Promise<CreateAccessTokenResponse> {
    const input = parseAccessTokenInput(body ?? {});
    const workspaceId = await this.workspaces.named(caller, body?.workspaceId, 'viewer');
    const { token, secret } = await this.tokens.create(caller.userId, { ...input, workspaceId });
    return { token: toAccessToken(token), secret };
  }

  @Endpoint.delete(':id', { operationId: 'revokeAccessToken', summary: 'Revoke a personal access token (at once)', description: 'The token is refused (401) from its next call on. Session only: a personal access token gets 403.', noContent: 'Revoked.', errors: [404] })
  async revoke(@CurrentUser() user: UserEntity, @Param('id', TokenId) id: string): Promise<void> {
    await this.tokens.revoke(user.id, id);
  }
}
