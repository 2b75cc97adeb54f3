import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';

/** A batch of an owner's checklists, locked, with the shares on them. */
export interface ChecklistBatch {
  checklistIds: string[];
  shareIds: string[];
  recipientIds: string[];
}

/**
 * Account deletion's batches (issue 43): an owner's checklists go a batch at a time, each batch a
 * short transaction, so deleting 100,000 checklists is many small cascades instead of one long one.
 * Apart from ChecklistsRepository to keep each file short.
 */
@Injectable()
export class OwnedChecklistsPurgeRepository extends SqlRepository {
  /** Up to `limit` of the owner's checklists, locked (checklists_owner_created_idx), with their shares. */
  async lockBatch(ownerId: string, limit: number, m: EntityManager): Promise<ChecklistBatch> {
    const checklists: Array<{ id: string }> = await m.query(
      `SELECT id FROM checklists WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 FOR UPDATE`,
      [ownerId, limit],
    );
    const checklistIds = checklists.map((c) => c.id);
    if (checklistIds.length === 0) return { checklistIds, shareIds: [], recipientIds: [] };
    const shares: Array<{ id: string; recipient_id: string }> = await m.query(
      `SELECT id, recipient_id FROM shares WHERE checklist_id = ANY($1::uuid[])`,
      [checklistIds],
    );
    return { checklistIds, shareIds: shares.map((s) => s.id), recipientIds: [...new Set(shares.map((s) => s.recipient_id))] };
  }

  /** Deletes the checklists, cascading to their items, shares and responses. */
  async delete(checklistIds: string[], m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM checklists WHERE id = ANY($1::uuid[])`, [checklistIds]);
  }
}
