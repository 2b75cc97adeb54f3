import { ApiProperty, ApiSchema } from '@nestjs/swagger';

class AuditActor {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the account is deleted.' }) userId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The account\'s address; kept 30 days after the account\'s deletion, null after.' }) email!: string | null;
  @ApiProperty({ description: 'The username while they are a member of the workspace; `Former member` once they are not (removed, left, or account deleted).', example: 'maria' })
  name!: string;
}

class AuditVia {
  @ApiProperty({ enum: ['session', 'token'] }) kind!: 'session' | 'token';
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The session or personal access token.' }) id!: string | null;
}

class AuditTarget {
  @ApiProperty({ enum: ['checklist', 'workspace', 'member', 'invitation'] }) type!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
}

@ApiSchema({ name: 'AuditEntry' })
export class AuditEntrySchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: AuditActor }) actor!: AuditActor;
  @ApiProperty({ type: AuditVia }) via!: AuditVia;
  @ApiProperty({ description: 'The operationId of the route that made the change: `createChecklist`, `updateChecklist`, `shareChecklist`, `revokeShare`, `closeChecklist`, `deleteChecklist`, `setWorkspaceMemberRole` …', example: 'updateChecklist' })
  action!: string;
  @ApiProperty({ type: AuditTarget }) target!: AuditTarget;
}

@ApiSchema({ name: 'AuditPage' })
export class AuditPageSchema {
  @ApiProperty({ type: [AuditEntrySchema], description: 'Newest first.' }) entries!: AuditEntrySchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last one.' }) nextCursor!: string | null;
}
