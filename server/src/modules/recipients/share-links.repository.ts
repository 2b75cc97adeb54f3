import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import { insertActivity, type RecordedActivityRow } from '../shares/share-activity.sql';

export interface OwnedShareLinkRow {
  id: string;
  email: string;
  revoked_at: Date | null;
}

/** An owned share's sealed token, and the `link_read` entry when the link was handed out (a live one). */
export interface ShareLinkReadRow extends Partial<RecordedActivityRow> {
  id: string;
  access_token_encrypted: string;
  revoked_at: Date | null;
}

/**
 * Link control's statements on `shares`, `share_retired_tokens` (the hashes of links a renewal
 * replaced, kept so an old link answers "no longer active") and `removed_shares`. Every one checks the owner in SQL.
 */
@Injectable()
export class ShareLinksRepository extends SqlRepository {
  /** The share when it is on that checklist and the checklist is the owner's; null otherwise. */
  async findOwned(ownerId: string, checklistId: string, shareId: string, m?: EntityManager): Promise<OwnedShareLinkRow | null> {
    const rows: OwnedShareLinkRow[] = await this.db(m).query(
      `SELECT s.id, r.email, s.revoked_at FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users r ON r.id = s.recipient_id
        WHERE s.id = $1 AND s.checklist_id = $2 AND c.owner_id = $3`,
      [shareId, checklistId, ownerId],
    );
    return rows[0] ?? null;
  }

  /**
   * The owner reads a recipient's link: the sealed token of the share when it is on the owner's
   * checklist, and (for a live link only) a `link_read` entry recorded in the same statement.
   */
  async readLink(ownerId: string, checklistId: string, shareId: string): Promise<ShareLinkReadRow | null> {
    const rows: ShareLinkReadRow[] = await this.db().query(
      `WITH owned AS (
         SELECT s.id, s.access_token_encrypted, s.revoked_at FROM shares s JOIN checklists c ON c.id = s.checklist_id
          WHERE s.id = $1 AND s.checklist_id = $2 AND c.owner_id = $3),
       act AS (${insertActivity(`SELECT id, 'link_read', NULL::uuid, clock_timestamp() FROM owned WHERE revoked_at IS NULL`)})
       SELECT owned.id, owned.access_token_encrypted, owned.revoked_at, act.activity_id, act.activity_kind, act.activity_item_id, act.activity_at
         FROM owned LEFT JOIN act ON true`,
      [shareId, checklistId, ownerId],
    );
    return rows[0] ?? null;
  }

  /** Revokes the link; a second revoke keeps the first moment and records nothing. The entry recorded, if any. */
  async revoke(shareId: string, m?: EntityManager): Promise<Partial<RecordedActivityRow> | null> {
    const rows: RecordedActivityRow[] = await this.db(m).query(
      `WITH revoked AS (UPDATE shares SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id, revoked_at)
       ${insertActivity(`SELECT id, 'link_revoked', NULL::uuid, revoked_at FROM revoked`)}`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /** Replaces the token (the old hash is retired) and restores access, recording `link_renewed`; null when the share is gone. */
  async replaceToken(shareId: string, tokenHash: string, tokenEncrypted: string, m: EntityManager): Promise<RecordedActivityRow | null> {
    await m.query(
      `INSERT INTO share_retired_tokens (token_hash, share_id) SELECT access_token_hash, id FROM shares WHERE id = $1
       ON CONFLICT (token_hash) DO NOTHING`,
      [shareId],
    );
    const rows: RecordedActivityRow[] = await m.query(
      `WITH renewed AS (UPDATE shares SET access_token_hash = $2, access_token_encrypted = $3, revoked_at = NULL WHERE id = $1 RETURNING id)
       ${insertActivity(`SELECT id, 'link_renewed', NULL::uuid, now() FROM renewed`)}`,
      [shareId, tokenHash, tokenEncrypted],
    );
    return rows[0] ?? null;
  }

  /**
   * Deletes the share; its responses, reminders and retired tokens go with it (ON DELETE CASCADE).
   * Its id is kept in `removed_shares` so its link answers "removed", not "not found".
   */
  async delete(shareId: string, m?: EntityManager): Promise<void> {
    await this.db(m).query(
      `WITH gone AS (DELETE FROM shares WHERE id = $1 RETURNING id, checklist_id)
       INSERT INTO removed_shares (share_id, checklist_id) SELECT id, checklist_id FROM gone ON CONFLICT (share_id) DO NOTHING`,
      [shareId],
    );
  }

  /** Whether the owner removed this share from this checklist of theirs. */
  async wasRemoved(ownerId: string, checklistId: string, shareId: string): Promise<boolean> {
    const rows: unknown[] = await this.db().query(
      `SELECT 1 FROM removed_shares r JOIN checklists c ON c.id = r.checklist_id WHERE r.share_id = $1 AND r.checklist_id = $2 AND c.owner_id = $3`,
      [shareId, checklistId, ownerId],
    );
    return rows.length > 0;
  }
}
