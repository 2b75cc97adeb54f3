import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { FileStore } from './file-store';

/** A chunk: small enough that a read holds one at a time, large enough that a 20 MB file is 80 rows. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Bytes in item_file_chunks (the default store): the embedded default and replicas on one
 * PostgreSQL need nothing more. Written in the upload's transaction; read back one chunk per
 * query, so a download never holds the whole file.
 */
@Injectable()
export class DatabaseFileStore implements FileStore {
  readonly name = 'database' as const;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async put(fileId: string, bytes: Buffer, m?: EntityManager): Promise<void> {
    if (!m) throw new Error('The database store writes within the upload\'s transaction');
    for (let n = 0, at = 0; at < bytes.length; n++, at += CHUNK_BYTES) {
      await m.query(`INSERT INTO item_file_chunks (file_id, n, data) VALUES ($1, $2, $3)`, [fileId, n, bytes.subarray(at, at + CHUNK_BYTES)]);
    }
  }

  async open(fileId: string): Promise<Readable | null> {
    const first = await this.chunk(fileId, 0);
    if (!first) return null;
    const chunk = (n: number) => this.chunk(fileId, n);
    return Readable.from(
      (async function* () {
        yield first;
        for (let n = 1; ; n++) {
          const next = await chunk(n);
          if (!next) return;
          yield next;
        }
      })(),
    );
  }

  async remove(): Promise<void> {
    // The chunks go with their item_files row (ON DELETE CASCADE).
  }

  private async chunk(fileId: string, n: number): Promise<Buffer | null> {
    const rows: { data: Buffer | Uint8Array }[] = await this.dataSource.query(`SELECT data FROM item_file_chunks WHERE file_id = $1 AND n = $2`, [fileId, n]);
    const data = rows[0]?.data;
    return data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : null;
  }
}
