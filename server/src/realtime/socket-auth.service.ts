import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_PREFIX } from '@ticklist/contracts';
import { DomainError } from '../common/domain-error';
import { AccessTokenService } from '../modules/auth/access-tokens/access-token.service';
import { SessionTokenService } from '../modules/auth/session/session-token.service';
import { ShareAccessService } from '../modules/responses/share-access.service';
import type { SocketIdentity } from './realtime.rooms';

/**
 * Resolves a handshake's `auth` to an owner (`{token}`: a session JWT of a live session, or a
 * personal access token, checked as on a GET of the REST API) or a guest
 * (`{accessToken}`: a share's access token); null for anything else. Never throws on bad input.
 * Runs on every (re)connect, so a token that stopped being valid cannot get back in.
 */
@Injectable()
export class SocketAuthService {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly accessTokens: AccessTokenService,
    private readonly shares: ShareAccessService,
  ) {}

  async identify(auth: unknown): Promise<SocketIdentity | null> {
    if (!auth || typeof auth !== 'object' || Array.isArray(auth)) return null;
    const { token, accessToken } = auth as { token?: unknown; accessToken?: unknown };
    if (token !== undefined && token !== null) {
      if (typeof token !== 'string') return null;
      if (token.startsWith(ACCESS_TOKEN_PREFIX)) return this.byAccessToken(token);
      const session = await this.sessions.verify(token);
      return session ? { kind: 'owner', userId: session.user.id, sessionId: session.sessionId } : null;
    }
    if (accessToken !== undefined && accessToken !== null) {
      const share = await this.shares.findByAccessToken(accessToken);
      return share ? { kind: 'guest', shareId: share.shareId, checklistId: share.checklistId } : null;
    }
    return null;
  }

  /** An owner through a personal access token; a refusal the REST API would answer 401 or 403 is null. */
  private async byAccessToken(secret: string): Promise<SocketIdentity | null> {
    try {
      const found = await this.accessTokens.authenticateSocket(secret);
      return found ? { kind: 'owner', userId: found.user.id, tokenId: found.token.id } : null;
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'forbidden' || error.code === 'unauthenticated')) return null;
      throw error;
    }
  }
}
