import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { from, mergeMap, type Observable } from 'rxjs';
import { isUuid } from '../../../common/uuid';
import type { GrantedRequest } from '../checklist-role.decorator';
import { WorkspaceAuditRepository, type NewAuditEntry } from './workspace-audit.repository';

type AuditedRequest = GrantedRequest & { user?: { id: string }; sessionId?: string; accessTokenId?: string };
type Target = { workspaceId: string; target: NewAuditEntry['target'] };

/**
 * The audit log's one writer (issue 47): every change an owner route makes in a workspace (any
 * method but GET) is recorded once it succeeded, named by the route's operationId (`updateChecklist`,
 * `shareChecklist`, `setWorkspaceMemberRole` …), with the actor and the session or token it came
 * through. A route added later is logged without a line of its own.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly entries: WorkspaceAuditRepository,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    if (request.method === 'GET' || request.method === 'HEAD') return next.handle();
    const action = this.reflector.get<{ operationId?: string } | undefined>(DECORATORS.API_OPERATION, context.getHandler())?.operationId;
    return next.handle().pipe(mergeMap((answer: unknown) => from(this.record(request, action, answer).then(() => answer))));
  }

  private async record(request: AuditedRequest, action: string | undefined, answer: unknown): Promise<void> {
    const found = action && request.user ? targetOf(request, answer) : null;
    if (!found) return;
    const via: NewAuditEntry['via'] = request.accessTokenId ? { kind: 'token', id: request.accessTokenId } : { kind: 'session', id: request.sessionId ?? null };
    try {
      await this.entries.insert({ ...found, actorId: request.user!.id, via, action: action! });
    } catch (error) {
      // The change is made and answered; a lost entry is logged, never turned into a failure.
      this.logger.warn(`audit entry not written (${action}): ${(error as Error).message}`);
    }
  }
}

/** What a successful change touched, in which workspace; null when it is no workspace's (account routes). */
function targetOf(request: AuditedRequest, answer: unknown): Target | null {
  const grant = request.checklistGrant;
  if (grant) return { workspaceId: grant.workspaceId, target: { type: 'checklist', id: grant.checklistId } };
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const url = request.routeOptions?.url ?? '';
  const body = (answer ?? {}) as { id?: unknown; workspaceId?: unknown; workspace?: { id?: unknown }; invitation?: { id?: unknown } };
  // A checklist made (no grant: the route names none): its answer says where.
  if (typeof body.id === 'string' && typeof body.workspaceId === 'string' && url.startsWith('/api/checklist')) {
    return { workspaceId: body.workspaceId, target: { type: 'checklist', id: body.id } };
  }
  if (!url.startsWith('/api/workspaces')) return null;
  const workspaceId = params.id ?? (typeof body.workspace?.id === 'string' ? body.workspace.id : undefined);
  // A deleted workspace takes its log with it.
  if (!workspaceId || !isUuid(workspaceId) || (request.method === 'DELETE' && url === '/api/workspaces/:id')) return null;
  const id = workspaceId.toLowerCase();
  if (params.userId && isUuid(params.userId)) return { workspaceId: id, target: { type: 'member', id: params.userId.toLowerCase() } };
  const invitationId = params.invitationId ?? body.invitation?.id;
  if (typeof invitationId === 'string' && isUuid(invitationId)) return { workspaceId: id, target: { type: 'invitation', id: invitationId.toLowerCase() } };
  return { workspaceId: id, target: { type: 'workspace', id } };
}
