import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
import { SESSION_AUTHENTICATED, type SessionAuthenticatedEvent } from './session-authenticated.event';
import { SessionTokenService } from './session-token.service';

type AuthedRequest = FastifyRequest & { user?: UserEntity };

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match ? match[1]! : null;
}

/** Protected routes: a valid bearer token of an existing owner, else 401 'Authentication required'. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionTokenService,
    private readonly events: EventEmitter2,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const user = await this.sessions.verify(bearerToken(request.headers.authorization));
    if (!user) throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
    request.user = user;
    await this.events.emitAsync(SESSION_AUTHENTICATED, user satisfies SessionAuthenticatedEvent);
    return true;
  }
}

/** The signed-in owner of a route behind AuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  return context.switchToHttp().getRequest<AuthedRequest>().user!;
});
