import { SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { WorkspaceRole } from '@ticklist/contracts';
import type { UserEntity } from '../users/user.entity';
import type { Caller, ChecklistGrant } from './checklist-access';

export const CHECKLIST_ROLE = 'ticklist:checklist-role';

/**
 * The role a checklist-scoped route needs when it is not the default (viewer to read, editor for
 * anything else): `@ChecklistRole('reviewer')` on an export, for one.
 */
export const ChecklistRole = (role: WorkspaceRole): MethodDecorator => applyDecorators(SetMetadata(CHECKLIST_ROLE, role), ApiExtension(ROLE_EXTENSION, role));

/**
 * The API document names the role each checklist-scoped operation needs (`x-minimum-role`, filled
 * in from the default where a route does not say), so clients and the role matrix test read it there.
 */
export const ROLE_EXTENSION = 'x-minimum-role';

/** The route's default: reading is a viewer's, any change an editor's. */
export function defaultChecklistRole(method: string): WorkspaceRole {
  return method === 'GET' || method === 'HEAD' ? 'viewer' : 'editor';
}

/**
 * The checklist a route names: `:checklistId`, or `:id` on a route under `/api/checklist/:id`.
 * Undefined on routes that name none (the list, create, account routes).
 */
export function checklistIdOf(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (params.checklistId) return params.checklistId;
  const url = request.routeOptions?.url ?? '';
  return url.startsWith('/api/checklist/:id') ? params.id : undefined;
}

/**
 * `caller`: who is asking, with the workspace their token is limited to; `checklistOwner`: the
 * account the checklist's data is kept under (the caller's own on their own checklists).
 */
export type GrantedRequest = FastifyRequest & { caller?: Caller; checklistGrant?: ChecklistGrant; checklistOwner?: UserEntity };

/** Who is asking (behind AuthGuard): the user and the one workspace their personal access token is limited to. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  return context.switchToHttp().getRequest<GrantedRequest>().caller!;
});

/**
 * The owner whose data a checklist-scoped route reads and writes: the checklist's owner, on whose
 * behalf a member of its workspace acts once the guard checked their role. Every service keyed on
 * the owner takes this instead of the signed-in user (`@CurrentUser()`), which stays the actor.
 */
export const ChecklistOwner = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  const request = context.switchToHttp().getRequest<GrantedRequest & { user?: UserEntity }>();
  return request.checklistOwner ?? request.user!;
});

/** The checklist grant the guard made for this route (its owner, workspace and the caller's role). */
export const CurrentGrant = createParamDecorator((_data: unknown, context: ExecutionContext): ChecklistGrant | undefined => {
  return context.switchToHttp().getRequest<GrantedRequest>().checklistGrant;
});
