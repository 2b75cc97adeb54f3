import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import { CascadeParent, Sha256Column, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ShareEntity } from '../shares/share.entity';

/** A signing key of the deployment (issue 48): the schema as TypeORM sees it; statements in signing-keys.repository.ts. */
@Entity('signing_keys')
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) kid: string;
  @Column({ name: 'public_jwk', type: 'jsonb' }) publicJwk: Record<string, string>;
  @Column({ name: 'private_key_sealed', type: 'text' }) privateKeySealed: string;
  @TimestampColumn('created_at', { default: 'clock_timestamp()' }) createdAt: Date;
}

/** A completion record as issued (issue 48); statements in completion-records.repository.ts. */
@Entity('completion_records')
@Unique('completion_records_code_hash_key', ['codeHash'])
@Index('completion_records_share_idx', ['shareId', 'issuedAt'])
export class CompletionRecordEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  @Sha256Column('code_hash') codeHash: string;
  @Column({ name: 'code_sealed', type: 'text' }) codeSealed: string;
  @Column({ type: 'jsonb' }) record: Record<string, unknown>;
  @Column({ type: 'text' }) jws: string;
  @Column({ type: 'varchar', length: 64 }) kid: string;
  @TimestampColumn('issued_at', { default: 'clock_timestamp()' }) issuedAt: Date;
  @UuidColumn('superseded_by', { nullable: true }) supersededBy: string | null;
  @CascadeParent(() => ShareEntity, 'share_id', 'completion_records_share_id_fkey')
  share?: ShareEntity;
}
