import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';

/** Where the bytes of answers' files live (issue 46). Rows (item_files) are the same for every store. */
export interface FileStore {
  /** Stored in item_files.store. */
  readonly name: 'database' | 's3';
  /**
   * Keeps the bytes under the file's id. The database store writes within `m`'s transaction (so a
   * refused upload leaves nothing); the S3 store writes at once (the caller removes it on failure).
   */
  put(fileId: string, bytes: Buffer, m?: EntityManager): Promise<void>;
  /** The bytes as a stream, read piece by piece; null when they are gone. */
  open(fileId: string): Promise<Readable | null>;
  /** Removes the bytes (none left is fine). The database store's go with their row (cascade). */
  remove(fileIds: string[]): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');
