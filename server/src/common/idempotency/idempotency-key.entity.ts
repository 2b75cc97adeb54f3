import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, Sha256Column, TimestampColumn } from '../entity-columns';

/**
 * A remembered Idempotency-Key: the request's hash and, once answered, its answer. The schema as
 * TypeORM sees it (for migration:generate and the schema-drift test); every statement is in
 * IdempotencyRepository.
 */
@Entity('idempotency_keys')
@Index('idempotency_keys_created_idx', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 }) caller: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) key: string;
  @Sha256Column('request_hash') requestHash: string;
  /** Null while the first request is still running. */
  @Column({ type: 'smallint', nullable: true }) status: number | null;
  @Column({ type: 'text', nullable: true }) body: string | null;
  @TimestampColumn('locked_until', { nullable: true }) lockedUntil: Date | null;
  @CreatedAtColumn() createdAt: Date;
}
