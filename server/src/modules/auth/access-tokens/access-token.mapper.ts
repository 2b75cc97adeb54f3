import type { AccessToken } from '@ticklist/contracts';
import type { AccessTokenEntity } from './access-token.entity';

export const toAccessToken = (token: AccessTokenEntity): AccessToken => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  workspaceId: token.workspaceId,
});
