import { Column, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CascadeParent, UuidColumn } from '../../common/entity-columns';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

const UNFINISHED = `status IN ('pending', 'sending')`;

/**
 * The outbox: one message per event and endpoint, written in the statement or transaction of the
 * change. The schema as TypeORM sees it; every statement is in WebhookMessagesRepository and
 * webhook-outbox.sql.ts (the sender's claim stays one SKIP LOCKED statement).
 */
@Entity('webhook_messages')
@Index('webhook_messages_due_idx', ['nextAttemptAt'], { where: UNFINISHED })
@Index('webhook_messages_order_idx', ['endpointId', 'shareId', 'seq'], { where: UNFINISHED })
@Index('webhook_messages_finished_idx', ['finishedAt'], { where: 'finished_at IS NOT NULL' })
export class WebhookMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Write order: a share's messages to one endpoint are delivered in it. */
  @Column({ type: 'bigint' }) @Generated('increment') seq: string;
  @UuidColumn('event_id') eventId: string;
  @UuidColumn('endpoint_id') endpointId: string;
  @Column({ type: 'varchar', length: 40 }) type: string;
  /** No foreign key to shares (as in the migration). */
  @UuidColumn('share_id', { nullable: true }) shareId: string | null;
  @Column({ type: 'jsonb' }) data: Record<string, unknown>;
  @Column({ name: 'event_at', type: 'timestamptz', default: () => 'now()' }) eventAt: Date;
  @Column({ type: 'varchar', length: 12, default: 'pending' }) status: string;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' }) nextAttemptAt: Date;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
  @CascadeParent(() => WebhookEndpointEntity, 'endpoint_id', 'webhook_messages_endpoint_id_fkey')
  endpoint?: WebhookEndpointEntity;
}
