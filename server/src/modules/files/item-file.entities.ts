import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CascadeParent, TimestampColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { ChecklistItemEntity } from '../checklists/checklist-item.entity';
import { ShareEntity } from '../shares/share.entity';

/**
 * The tables of answers' files (migration ItemFiles), declared so the schema check covers them.
 * Every statement is in ItemFilesRepository and the stores; the delete trigger is the migration's.
 */
@Entity('item_files')
@Index('item_files_share_item_idx', ['shareId', 'itemId', 'createdAt', 'id'])
@Index('item_files_item_idx', ['itemId'])
export class ItemFileEntity extends UuidKeyedEntity {
  @UuidColumn('share_id') shareId: string;
  @UuidColumn('item_id') itemId: string;
  /** The recurring run the file belongs to; null when the checklist has no schedule. */
  @UuidColumn('run_id', { nullable: true }) runId: string | null;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'varchar', length: 127 }) type: string;
  @Column({ type: 'bigint' }) size: string;
  @Column({ type: 'char', length: 64 }) sha256: string;
  /** Where the bytes are: `database` (item_file_chunks) or `s3`. */
  @Column({ type: 'varchar', length: 16 }) store: string;
  @TimestampColumn('created_at', { default: 'clock_timestamp()' }) createdAt: Date;
  @CascadeParent(() => ShareEntity, 'share_id', 'item_files_share_id_fkey')
  share?: ShareEntity;
  @CascadeParent(() => ChecklistItemEntity, 'item_id', 'item_files_item_id_fkey')
  item?: ChecklistItemEntity;
}

/** A file's bytes in the database store, in numbered chunks. */
@Entity('item_file_chunks')
export class ItemFileChunkEntity {
  @PrimaryColumn({ name: 'file_id', type: 'uuid' }) fileId: string;
  @PrimaryColumn({ type: 'integer' }) n: number;
  @Column({ type: 'bytea' }) data: Buffer;
  @CascadeParent(() => ItemFileEntity, 'file_id', 'item_file_chunks_file_id_fkey')
  file?: ItemFileEntity;
}

/** A deleted file whose bytes are in object storage, until the sweep removes them. */
@Entity('item_file_deletions')
export class ItemFileDeletionEntity {
  @PrimaryColumn({ name: 'file_id', type: 'uuid' }) fileId: string;
  @Column({ type: 'varchar', length: 16 }) store: string;
  @TimestampColumn('deleted_at', { default: 'clock_timestamp()' }) deletedAt: Date;
}
