import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import type { SessionMethod } from '@ticklist/contracts';
import { clientIp } from '../../../common/client-ip';
import { isUuid } from '../../../common/uuid';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.token';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { sessionOrigin } from './session-origin';
import { SessionsRepository } from './sessions.repository';

interface SessionClaims {
  sub: string;
  /** The user's token version when issued; bumped on password change/reset and deletion. */
  ver: number;
  /** The session (sessions.id); absent from tokens issued before sessions existed. */
  sid?: string;
  exp?: number;
}

/** Who a session token lets in: the owner and the session it belongs to. */
export interface SignedInSession {
  user: UserEntity;
  sessionId: string;
}

/**
 * Issues and checks the bearer tokens (HS256 JWT with an absolute expiry). Each sign-in is a
 * session (sessions table) that the token names; a token is refused once its session ended or
 * expired, its user is gone, or its version is older than the user's (password changed or reset).
 * A token without `sid` (issued before sessions) goes through the account's legacy session.
 */
@Injectable()
export class SessionTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session for a sign-in made by `request` (with `method`), and its token. */
  async issue(user: UserEntity, request: FastifyRequest, method: SessionMethod = 'password'): Promise<string> {
    const origin = sessionOrigin(request.headers['user-agent'], clientIp(request));
    const sessionId = await this.sessions.insert(user.id, origin, this.config.jwtExpiresInSeconds, method);
    return this.sign(user, sessionId);
  }

  /**
   * The new session of a client whose session ended with a change it made (a password change): it
   * signed in as the one it replaces did (a passkey's stays 'passkey', a code's 'password+totp').
   */
  async reissue(user: UserEntity, request: FastifyRequest, previousMethod: SessionMethod | null): Promise<string> {
    return this.issue(user, request, previousMethod ?? 'password');
  }

  /** How the session signed in, read before a change ends it. */
  methodOf(sessionId: string | undefined): Promise<SessionMethod | null> {
    return sessionId ? this.sessions.methodOf(sessionId) : Promise.resolve(null);
  }

  /** A fresh token for the same session (e.g. the profile changed what the token answers with). */
  continue(user: UserEntity, sessionId: string): string {
    return this.sign(user, sessionId);
  }

  private sign(user: UserEntity, sessionId: string): string {
    const claims: SessionClaims = { sub: user.id, ver: user.tokenVersion, sid: sessionId };
    return this.jwt.sign(claims);
  }

  /** The signed-in owner and session for a token, or null for anything invalid. Never throws on bad input. */
  async verify(token: string | undefined | null): Promise<SignedInSession | null> {
    if (!token || token.length > 4096) return null;
    let claims: SessionClaims;
    try {
      claims = this.jwt.verify<SessionClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || !isUuid(claims.sub)) return null;
    // A token that never expires is no session token this server issued.
    if (typeof claims.exp !== 'number') return null;
    if (claims.sid !== undefined && !isUuid(claims.sid)) return null;
    const found = await this.users.findBySession(claims.sub, claims.sid ?? null);
    if (!found || found.user.accountType !== 'owner' || found.user.tokenVersion !== claims.ver) return null;
    if (found.stale) await this.sessions.touch(found.sessionId, new Date(claims.exp * 1000));
    return { user: found.user, sessionId: found.sessionId };
  }
}
