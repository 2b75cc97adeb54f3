import { Column, Entity, Generated, Index } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

const UNFINISHED = `status IN ('pending', 'sending')`;

/**
 * The outbox: one message per event and endpoint, written in the statement or transaction of the
 * change. The schema as TypeORM sees it; every statement is in WebhookMessagesRepository and
 * webhook-outbox.sql.ts (the sender's claim stays one SKIP LOCKED statement).
 */
@Entity('webhook_messages')
@Index('webhook_messages_due_idx', ['nextAttemptAt'], { where: UNFINISHED })
@Index('webhook_messages_order_idx', ['endpointId', 'seq'], { where: UNFINISHED })
@Index('webhook_messages_sending_idx', ['endpointId'], { where: `status = 'sending'` })
@Index('webhook_messages_finished_idx', ['finishedAt'], { where: 'finished_at IS NOT NULL' })
export class WebhookMessageEntity extends UuidKeyedEntity {
  /** Write order: an endpoint's messages are delivered in it, one at a time. */
  @Column({ type: 'bigint' }) @Generated('increment') seq: string;
  @UuidColumn('event_id') eventId: string;
  @UuidColumn('endpoint_id') endpointId: string;
  @Column({ type: 'varchar', length: 40 }) type: string;
  /** No foreign key to shares (as in the migration). */
  @UuidColumn('share_id', { nullable: true }) shareId: string | null;
  @Column({ type: 'jsonb' }) data: Record<string, unknown>;
  @TimestampColumn('event_at', { default: 'now()' }) eventAt: Date;
  @Column({ type: 'varchar', length: 12, default: 'pending' }) status: string;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @TimestampColumn('next_attempt_at', { default: 'now()' }) nextAttemptAt: Date;
  @TimestampColumn('locked_until', { nullable: true }) lockedUntil: Date | null;
  @TimestampColumn('finished_at', { nullable: true }) finishedAt: Date | null;
  @CascadeParent(() => WebhookEndpointEntity, 'endpoint_id', 'webhook_messages_endpoint_id_fkey')
  endpoint?: WebhookEndpointEntity;
}
