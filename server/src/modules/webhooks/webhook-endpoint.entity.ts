import { Column, Entity, Index } from 'typeorm';
import { WorkspaceEntity } from '../workspaces/workspace.entity';
import { CascadeParent, CreatedAtColumn, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import type { WebhookEventType } from '@ticklist/contracts';
import { UserEntity } from '../users/user.entity';

/**
 * An owner's webhook endpoint. The schema as TypeORM sees it (for migration:generate and the
 * schema-drift test); every statement is in WebhookEndpointsRepository.
 */
@Entity('webhook_endpoints')
@Index('webhook_endpoints_workspace_idx', ['workspaceId'])
@Index('webhook_endpoints_owner_idx', ['ownerId', 'createdAt'])
export class WebhookEndpointEntity extends UuidKeyedEntity {
  @UuidColumn('owner_id') ownerId: string;
  @Column({ type: 'varchar', length: 2000 }) url: string;
  @Column({ type: 'text', array: true }) events: WebhookEventType[];
  /** The signing secret, sealed (never stored in the clear); the previous one stays valid until previous_secret_until. */
  @Column({ name: 'secret_sealed', type: 'text' }) secretSealed: string;
  @Column({ name: 'previous_secret_sealed', type: 'text', nullable: true }) previousSecretSealed: string | null;
  @TimestampColumn('previous_secret_until', { nullable: true }) previousSecretUntil: Date | null;
  @Column({ type: 'boolean', default: false }) paused: boolean;
  @TimestampColumn('disabled_at', { nullable: true }) disabledAt: Date | null;
  @TimestampColumn('failing_since', { nullable: true }) failingSince: Date | null;
  /** When it was last resumed: the events it kept while paused get their retry window from then. */
  @TimestampColumn('resumed_at', { nullable: true }) resumedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'owner_id', 'webhook_endpoints_owner_id_fkey')
  owner?: UserEntity;
  /** The workspace it belongs to (issue 47); left out on insert, its owner's personal one (a trigger fills it in). */
  @UuidColumn('workspace_id') workspaceId: string;
  @CascadeParent(() => WorkspaceEntity, 'workspace_id', 'webhook_endpoints_workspace_id_fkey')
  workspace?: WorkspaceEntity;
}
