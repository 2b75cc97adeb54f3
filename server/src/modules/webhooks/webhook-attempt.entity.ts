import { Column, Entity, Index } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/**
 * An endpoint's delivery log (its last 100 attempts). The schema as TypeORM sees it; every
 * statement is in WebhookAttemptsRepository.
 */
@Entity('webhook_attempts')
@Index('webhook_attempts_endpoint_idx', ['endpointId', 'at'])
export class WebhookAttemptEntity extends UuidKeyedEntity {
  @UuidColumn('endpoint_id') endpointId: string;
  /** No foreign key to webhook_messages (as in the migration). */
  @UuidColumn('message_id') messageId: string;
  @UuidColumn('event_id') eventId: string;
  @Column({ type: 'varchar', length: 40 }) type: string;
  @Column({ type: 'integer' }) attempt: number;
  @Column({ type: 'varchar', length: 12 }) status: string;
  @Column({ name: 'status_code', type: 'integer', nullable: true }) statusCode: number | null;
  @Column({ name: 'duration_ms', type: 'integer' }) durationMs: number;
  @Column({ name: 'response_start', type: 'text', nullable: true }) responseStart: string | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @TimestampColumn('at', { default: 'clock_timestamp()' }) at: Date;
  @CascadeParent(() => WebhookEndpointEntity, 'endpoint_id', 'webhook_attempts_endpoint_id_fkey')
  endpoint?: WebhookEndpointEntity;
}
