import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { countsTowardDone } from '../answers/counted-items.sql';

/** What a record is made of, read in the accepting transaction. */
export interface RecordSourceRow {
  checklist_id: string;
  title: string;
  owner_name: string | null;
  owner_email: string;
  recipient_email: string;
  /** Every item in order with its settings (the fingerprint's input) and the recipient's answer. */
  items: { id: string; text: string; description: string | null; kind: string; required: boolean; settings: unknown; complete: boolean; answer: unknown; answeredAt: string | null }[];
  messages: number;
  /** Every file the recipient uploaded as an answer (photos, files, signatures), in item order: what `evidence` hashes. */
  evidence: { itemId: string; fileId: string; name: string; sha256: string }[];
}

export interface StoredRecordRow {
  id: string;
  share_id: string;
  record: Record<string, unknown>;
  jws: string;
  kid: string;
  issued_at: string;
  superseded_by: string | null;
  code_sealed: string;
}

export interface RecordMailRow {
  code_sealed: string;
  title: string;
  owner_email: string;
  owner_name: string | null;
  recipient_id: string;
  recipient_email: string;
  recipient_mails: boolean;
}

/** Every statement on `completion_records` (issue 48). */
@Injectable()
export class CompletionRecordsRepository extends SqlRepository {
  async source(shareId: string, m: EntityManager): Promise<RecordSourceRow | null> {
    const rows: RecordSourceRow[] = await m.query(
      `SELECT c.id AS checklist_id, c.title, o.username AS owner_name, o.email AS owner_email, r.email AS recipient_email,
              (SELECT count(*)::int FROM share_messages sm WHERE sm.share_id = s.id) AS messages,
              COALESCE((SELECT json_agg(json_build_object('id', i.id, 'text', i.text, 'description', i.description, 'kind', i.kind,
                                 'required', i.required, 'settings', i.settings, 'complete', COALESCE(ir.complete, false), 'answer', ir.answer,
                                 'answeredAt', ${isoTimestamp('ir.updated_at')}) ORDER BY i.display_order, i.id)
                          FROM checklist_items i LEFT JOIN item_responses ir ON ir.item_id = i.id AND ir.share_id = s.id
                         WHERE i.checklist_id = c.id), '[]'::json) AS items,
              COALESCE((SELECT json_agg(json_build_object('itemId', f.item_id, 'fileId', f.id, 'name', f.name, 'sha256', f.sha256) ORDER BY i.display_order, i.id, f.created_at, f.id)
                          FROM item_files f JOIN checklist_items i ON i.id = f.item_id
                         WHERE f.share_id = s.id AND f.run_id IS NULL), '[]'::json) AS evidence
         FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users o ON o.id = c.owner_id JOIN users r ON r.id = s.recipient_id
        WHERE s.id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /**
   * The shares of a closed checklist with `records: true` and no review (with review, the accept
   * issues the record) that have every required item done and no current record: the shares whose
   * record the close issues.
   */
  async completeWithoutRecord(checklistId: string, m: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await m.query(
      `SELECT s.id FROM shares s JOIN checklists c ON c.id = s.checklist_id
        WHERE c.id = $1 AND c.records AND NOT c.review AND c.closed_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM checklist_items i
                           WHERE i.checklist_id = c.id AND ${countsTowardDone('i')}
                             AND NOT EXISTS (SELECT 1 FROM item_responses r WHERE r.share_id = s.id AND r.item_id = i.id AND r.complete))
          AND NOT EXISTS (SELECT 1 FROM completion_records cr WHERE cr.share_id = s.id AND cr.superseded_by IS NULL)
        ORDER BY s.id
          FOR UPDATE OF s`,
      [checklistId],
    );
    return rows.map((r) => r.id);
  }

  /** Stores a record; the share's earlier records are superseded by it. */
  async insert(id: string, shareId: string, codeHash: string, codeSealed: string, record: unknown, jws: string, kid: string, issuedAt: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE completion_records SET superseded_by = $1 WHERE share_id = $2 AND superseded_by IS NULL`, [id, shareId]);
    await m.query(
      `INSERT INTO completion_records (id, share_id, code_hash, code_sealed, record, jws, kid, issued_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
      [id, shareId, codeHash, codeSealed, JSON.stringify(record), jws, kid, issuedAt],
    );
  }

  /** What the record mail needs, read when it is sent; `recipient_mails`: whether they still take share mails. */
  async mailOf(recordId: string): Promise<RecordMailRow | null> {
    const rows: RecordMailRow[] = await this.db().query(
      `SELECT cr.code_sealed, c.title, o.email AS owner_email, o.username AS owner_name, r.id AS recipient_id, r.email AS recipient_email,
              (r.share_notifications AND r.email_notifications AND r.unsubscribed_at IS NULL) AS recipient_mails
         FROM completion_records cr JOIN shares s ON s.id = cr.share_id JOIN checklists c ON c.id = s.checklist_id
         JOIN users o ON o.id = c.owner_id JOIN users r ON r.id = s.recipient_id
        WHERE cr.id = $1`,
      [recordId],
    );
    return rows[0] ?? null;
  }

  /** The pool's manager, for reading a record's source outside a transaction. */
  manager(): EntityManager {
    return this.db();
  }

  async byCodeHash(codeHash: string): Promise<StoredRecordRow | null> {
    const rows: StoredRecordRow[] = await this.db().query(
      `SELECT id, share_id, record, jws, kid, ${isoTimestamp('issued_at')} AS issued_at, superseded_by, code_sealed FROM completion_records WHERE code_hash = $1`,
      [codeHash],
    );
    return rows[0] ?? null;
  }

  ofShares(shareIds: string[]): Promise<StoredRecordRow[]> {
    if (shareIds.length === 0) return Promise.resolve([]);
    return this.db().query(
      `SELECT id, share_id, record, jws, kid, ${isoTimestamp('issued_at')} AS issued_at, superseded_by, code_sealed FROM completion_records WHERE share_id = ANY($1::uuid[]) ORDER BY share_id, issued_at, id`,
      [shareIds],
    );
  }

  ofShare(shareId: string): Promise<StoredRecordRow[]> {
    return this.db().query(
      `SELECT id, share_id, record, jws, kid, ${isoTimestamp('issued_at')} AS issued_at, superseded_by, code_sealed FROM completion_records WHERE share_id = $1 ORDER BY issued_at, id`,
      [shareId],
    );
  }
}
