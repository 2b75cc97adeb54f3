import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ACCESS_TOKEN_PREFIX, AUTH_MESSAGES } from '@ticklist/contracts';
import { unauthenticated } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { AccessTokenService } from '../access-tokens/access-token.service';
import { isUuid } from '../../../common/uuid';
import { ChecklistAccess } from '../../workspaces/checklist-access';
import { CHECKLIST_ROLE, checklistIdOf, defaultChecklistRole, type GrantedRequest } from '../../workspaces/checklist-role.decorator';
import type { WorkspaceRole } from '@ticklist/contracts';
import { SESSION_AUTHENTICATED, type SessionAuthenticatedEvent } from './session-authenticated.event';
import { SESSION_ONLY } from './session-only.decorator';
import { SessionTokenService } from './session-token.service';
import { WRITE_SCOPE } from './write-scope.decorator';

/**
 * `sessionId`: the session of a session token; `accessTokenId`: the personal access token (one of
 * the two is set).
 */
type AuthedRequest = GrantedRequest & { user?: UserEntity; sessionId?: string; accessTokenId?: string };

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
    private readonly checklists: ChecklistAccess,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const secret = bearerToken(request.headers.authorization);
    let user: UserEntity | null;
    let tokenWorkspaceId: string | undefined;
    if (secret?.startsWith(ACCESS_TOKEN_PREFIX)) {
      const verified = await this.byAccessToken(secret, request.method, context);
      user = verified?.user ?? null;
      tokenWorkspaceId = verified?.token.workspaceId;
      request.accessTokenId = verified?.token.id;
    } else {
      const session = await this.sessions.verify(secret);
      user = session?.user ?? null;
      request.sessionId = session?.sessionId;
    }
    if (!user) throw unauthenticated(AUTH_MESSAGES.authenticationRequired);
    request.user = user;
    await this.events.emitAsync(SESSION_AUTHENTICATED, user satisfies SessionAuthenticatedEvent);
    request.caller = { userId: user.id, tokenWorkspaceId };
    await this.grantChecklist(request, context, request.caller);
    return true;
  }

  /**
   * A route that names a checklist is let through only with the role it needs in the checklist's
   * workspace (issue 47; 404 for a non-member, 403 below the role). A malformed id is left to the
   * route's id pipe, which answers the same 404 as ever.
   */
  private async grantChecklist(request: AuthedRequest, context: ExecutionContext, caller: { userId: string; tokenWorkspaceId?: string }): Promise<void> {
    const checklistId = checklistIdOf(request);
    if (checklistId === undefined || !isUuid(checklistId)) return;
    const role = this.reflector.get<WorkspaceRole>(CHECKLIST_ROLE, context.getHandler()) ?? defaultChecklistRole(request.method);
    const grant = await this.checklists.require(caller, checklistId.toLowerCase(), role);
    request.checklistGrant = grant;
    request.checklistOwner = grant.ownerId === request.user!.id ? request.user : ((await this.users.findById(grant.ownerId)) ?? undefined);
  }

  private byAccessToken(secret: string, method: string, context: ExecutionContext) {
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
