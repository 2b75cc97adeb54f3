import { Injectable } from '@nestjs/common';
import { SessionTokenService } from '../modules/auth/session/session-token.service';
import { ShareAccessService } from '../modules/responses/share-access.service';
import type { SocketIdentity } from './realtime.rooms';

/**
 * Resolves a handshake's `auth` to an owner (`{token}`: a session JWT of a live session) or a guest
 * (`{accessToken}`: a share's access token); null for anything else. Never throws on bad input.
 * Runs on every (re)connect, so a token that stopped being valid cannot get back in.
 */
@Injectable()
export class SocketAuthService {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly shares: ShareAccessService,
  ) {}

  async identify(auth: unknown): Promise<SocketIdentity | null> {
    if (!auth || typeof auth !== 'object' || Array.isArray(auth)) return null;
    const { token, accessToken } = auth as { token?: unknown; accessToken?: unknown };
    if (token !== undefined && token !== null) {
      if (typeof token !== 'string') return null;
      const session = await this.sessions.verify(token);
      return session ? { kind: 'owner', userId: session.user.id, sessionId: session.sessionId } : null;
    }
    if (accessToken !== undefined && accessToken !== null) {
      const share = await this.shares.findByAccessToken(accessToken);
      return share ? { kind: 'guest', shareId: share.shareId, checklistId: share.checklistId } : null;
    }
    return null;
  }
}
