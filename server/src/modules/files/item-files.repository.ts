import { Injectable } from '@nestjs/common';
import type { AnswerFile } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';

export interface ItemFileRow {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface NewItemFile extends ItemFileRow {
  shareId: string;
  itemId: string;
  runId: string | null;
  store: string;
}

/** A file with the share and item it answers, for the views that list them. */
export interface ListedFileRow extends ItemFileRow {
  share_id: string;
  item_id: string;
}

export interface StoredFileRow extends ItemFileRow {
  store: string;
}

const FILE_COLUMNS = `f.id, f.name, f.type, f.size::int AS size, f.sha256`;

export const toAnswerFile = (row: ItemFileRow): AnswerFile => ({ id: row.id, name: row.name, type: row.type, size: Number(row.size), sha256: row.sha256 });

/** Every statement on item_files (issue 46); the bytes are the store's (FileStore). */
@Injectable()
export class ItemFilesRepository extends SqlRepository {
  async insert(file: NewItemFile, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO item_files (id, share_id, item_id, run_id, name, type, size, sha256, store) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [file.id, file.shareId, file.itemId, file.runId, file.name, file.type, file.size, file.sha256, file.store],
    );
  }

  /** The ids of the files a share uploaded to an item, oldest first. */
  async idsFor(shareId: string, itemId: string, m: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await m.query(`SELECT id FROM item_files WHERE share_id = $1 AND item_id = $2 ORDER BY created_at, id`, [shareId, itemId]);
    return rows.map((r) => r.id);
  }

  /** Bytes held by one share's files, and by every file of the checklists of the share's owner. */
  async usage(shareId: string, m: EntityManager): Promise<{ share: number; owner: number }> {
    const rows: { share: string; owner: string }[] = await m.query(
      `SELECT (SELECT COALESCE(sum(size), 0) FROM item_files WHERE share_id = $1)::text AS share,
              (SELECT COALESCE(sum(f.size), 0) FROM checklists mine
                 JOIN checklists c ON c.owner_id = mine.owner_id JOIN shares s ON s.checklist_id = c.id
                 JOIN item_files f ON f.share_id = s.id
                WHERE mine.id = (SELECT checklist_id FROM shares WHERE id = $1))::text AS owner`,
      [shareId],
    );
    return { share: Number(rows[0]?.share ?? 0), owner: Number(rows[0]?.owner ?? 0) };
  }

  /** Deletes one of a share's files of an item; its row (with its store, to remove the bytes), or null. */
  async delete(shareId: string, itemId: string, fileId: string, m: EntityManager): Promise<StoredFileRow | null> {
    const rows: StoredFileRow[] = await m.query(
      `DELETE FROM item_files f WHERE f.id = $1 AND f.share_id = $2 AND f.item_id = $3 RETURNING ${FILE_COLUMNS}, f.store`,
      [fileId, shareId, itemId],
    );
    return rows[0] ?? null;
  }

  async find(fileId: string): Promise<StoredFileRow | null> {
    const rows: StoredFileRow[] = await this.db().query(`SELECT ${FILE_COLUMNS}, f.store FROM item_files f WHERE f.id = $1`, [fileId]);
    return rows[0] ?? null;
  }

  /** One share's files, item by item, oldest first (the guest view). */
  async ofShare(shareId: string): Promise<ListedFileRow[]> {
    return this.db().query(`SELECT ${FILE_COLUMNS}, f.share_id, f.item_id FROM item_files f WHERE f.share_id = $1 ORDER BY f.created_at, f.id`, [shareId]);
  }

  /** Every file of a checklist's shares (the owner's views). */
  async ofChecklist(checklistId: string): Promise<ListedFileRow[]> {
    return this.db().query(
      `SELECT ${FILE_COLUMNS}, f.share_id, f.item_id FROM item_files f JOIN shares s ON s.id = f.share_id
        WHERE s.checklist_id = $1 ORDER BY f.created_at, f.id`,
      [checklistId],
    );
  }

  /** Keys of deleted files whose bytes are still in a store other than the database, oldest first. */
  async pendingDeletions(store: string, limit: number): Promise<string[]> {
    const rows: { file_id: string }[] = await this.db().query(
      `SELECT file_id FROM item_file_deletions WHERE store = $1 ORDER BY deleted_at LIMIT $2`,
      [store, limit],
    );
    return rows.map((r) => r.file_id);
  }

  async forgetDeletions(fileIds: string[]): Promise<void> {
    if (fileIds.length) await this.db().query(`DELETE FROM item_file_deletions WHERE file_id = ANY($1::uuid[])`, [fileIds]);
  }
}
