import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
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
  constructor(private readonly sessions: SessionTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const user = await this.sessions.verify(bearerToken(request.headers.authorization));
    if (!user) throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
    request.user = user;
    return true;
  }
}

/** The signed-in owner of a route behind AuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  return context.switchToHttp().getRequest<AuthedRequest>().user!;
});
