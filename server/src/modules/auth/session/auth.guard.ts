import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_PREFIX, AUTH_MESSAGES } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
import { AccessTokenService } from '../access-tokens/access-token.service';
import { SESSION_AUTHENTICATED, type SessionAuthenticatedEvent } from './session-authenticated.event';
import { SESSION_ONLY } from './session-only.decorator';
import { SessionTokenService } from './session-token.service';
import { WRITE_SCOPE } from './write-scope.decorator';

/** `sessionId`: the session of a session token (none with a personal access token). */
type AuthedRequest = FastifyRequest & { user?: UserEntity; sessionId?: string };

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match ? match[1]! : null;
}

/**
 * Owner routes: a bearer session token (JWT) of a live session or a personal access token of an existing owner, else
 * 401 'Authentication required'. A personal access token is held to its scope (`read`: GET only;
 * a route marked @WriteScope() needs write scope even on GET), kept off session-only routes (403),
 * and has a rate limit of its own.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly accessTokens: AccessTokenService,
    private readonly reflector: Reflector,
    private readonly events: EventEmitter2,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const secret = bearerToken(request.headers.authorization);
    let user: UserEntity | null;
    if (secret?.startsWith(ACCESS_TOKEN_PREFIX)) user = await this.byAccessToken(secret, request.method, context);
    else {
      const session = await this.sessions.verify(secret);
      user = session?.user ?? null;
      request.sessionId = session?.sessionId;
    }
    if (!user) throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
    request.user = user;
    await this.events.emitAsync(SESSION_AUTHENTICATED, user satisfies SessionAuthenticatedEvent);
    return true;
  }

  private byAccessToken(secret: string, method: string, context: ExecutionContext): Promise<UserEntity | null> {
    const sessionOnly = this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [context.getHandler(), context.getClass()]) ?? false;
    const writeScope = this.reflector.get<boolean>(WRITE_SCOPE, context.getHandler()) ?? false;
    return this.accessTokens.authenticate(secret, { method, sessionOnly, writeScope });
  }
}

/** The signed-in owner of a route behind AuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  return context.switchToHttp().getRequest<AuthedRequest>().user!;
});

/**
 * The session of the signed-in owner of a route behind AuthGuard: always there on a session-only
 * route (a personal access token never reaches one).
 */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  return context.switchToHttp().getRequest<AuthedRequest>().sessionId!;
});
