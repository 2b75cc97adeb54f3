import { Param, Query } from '@nestjs/common';
import { AUDIT_FORMER_MEMBER } from '@ticklist/contracts';
import { ApiQuery } from '@nestjs/swagger';
import { parseIdCursor } from '../../../common/cursor-query';
import { encodeKeysetCursor } from '../../../common/keyset-cursor';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { CurrentUser } from '../../auth/session/auth.guard';
import { OwnerController } from '../../auth/session/owner-controller.decorator';
import type { UserEntity } from '../../users/user.entity';
import { WorkspaceAccess } from '../workspace-access';
import { AuditPageSchema } from './audit.schemas';
import { WorkspaceAuditRepository, type AuditRow } from './workspace-audit.repository';

const AUDIT_PAGE = 50;
const parseCursor = parseIdCursor;

const toEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at,
  actor: { userId: row.actorId, email: row.actorEmail, name: row.actorName ?? AUDIT_FORMER_MEMBER },
  via: { kind: row.viaKind, id: row.viaId },
  action: row.action,
  target: { type: row.targetType, id: row.targetId },
});

/** A workspace's audit log (issue 47): admins only. */
@OwnerController('Workspaces', 'workspaces')
export class WorkspaceAuditController {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly entries: WorkspaceAuditRepository,
  ) {}

  @Endpoint.get(':id/audit', {
    operationId: 'listWorkspaceAudit', summary: 'Read a workspace\'s audit log', answer: AuditPageSchema, errors: [403, 404, 422],
    description: 'Who created, edited, shared, revoked, closed or deleted what, and who changed members and roles: when, and through which session or token. Admins only (403). Kept one year.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor` (opaque). Anything else: 422 keyed `cursor`.', schema: { type: 'string' } })
  async list(@CurrentUser() user: UserEntity, @Param('id') id: string, @Query('cursor') cursor: unknown): Promise<AuditPageSchema> {
    const workspace = await this.access.require(user.id, id, 'admin');
    const rows = await this.entries.page(workspace.id, AUDIT_PAGE + 1, parseCursor(cursor));
    const page = rows.slice(0, AUDIT_PAGE);
    const last = page.at(-1);
    return { entries: page.map(toEntry), nextCursor: rows.length > AUDIT_PAGE && last ? encodeKeysetCursor({ atUs: last.atUs, id: last.id }) : null };
  }
}
