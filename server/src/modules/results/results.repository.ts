import { Injectable } from '@nestjs/common';
import { itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';

export interface ResultsChecklistRow {
  title: string;
  item_count: number;
}

/** A recipient of the checklist; `cursor` is the keyset position of the next page. */
export interface ResultsShareRow {
  id: string;
  email: string;
  /** The owner revoked the link (issue 18): still listed, marked so. */
  revoked: boolean;
  /** shared_at in microseconds since the epoch, as text (exact, unlike a JS Date). */
  cursor_us: string;
}

export interface ResultsItemRow {
  share_id: string;
  position: number;
  text: string;
  done: boolean;
  done_at: string | null;
}

export interface SharesCursor {
  sharedAtUs: string;
  id: string;
}

/**
 * The read model of a checklist's results export: recipients a page at a time (keyset, so the
 * export never holds more than a page), then their items with their ticks. Reads only; the tables
 * belong to checklists, shares and responses. Notes are never selected.
 */
@Injectable()
export class ResultsRepository extends SqlRepository {
  /** The owner's checklist; null when it is not theirs or does not exist. */
  async checklist(ownerId: string, id: string): Promise<ResultsChecklistRow | null> {
    const [row]: ResultsChecklistRow[] = await this.db().query(
      `SELECT c.title, (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id)::int AS item_count
         FROM checklists c WHERE c.id = $1 AND c.owner_id = $2`,
      [id, ownerId],
    );
    return row ?? null;
  }

  /** Up to `limit` recipients after `after`, in the order they were shared with. */
  sharesAfter(checklistId: string, after: SharesCursor | null, limit: number): Promise<ResultsShareRow[]> {
    return this.db().query(
      `SELECT s.id, u.email, s.revoked_at IS NOT NULL AS revoked, (extract(epoch FROM s.shared_at) * 1000000)::bigint::text AS cursor_us
         FROM shares s JOIN users u ON u.id = s.recipient_id
        WHERE s.checklist_id = $1
          AND ($2::bigint IS NULL OR (s.shared_at, s.id) > (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid))
        ORDER BY s.shared_at, s.id
        LIMIT $4`,
      [checklistId, after?.sharedAtUs ?? null, after?.id ?? null, limit],
    );
  }

  /** Every item of the checklist for each given share, in the shares' order then the items' (as owners see them). */
  itemsOfShares(checklistId: string, shareIds: string[]): Promise<ResultsItemRow[]> {
    return this.db().query(
      `SELECT s.id AS share_id,
              (row_number() OVER (PARTITION BY s.id ORDER BY ${itemOrder('i')}))::int AS position,
              i.text,
              COALESCE(r.complete, false) AS done,
              CASE WHEN r.complete THEN to_char(r.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS done_at
         FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, ord)
         JOIN checklist_items i ON i.checklist_id = $1
         LEFT JOIN item_responses r ON r.share_id = s.id AND r.item_id = i.id
        ORDER BY s.ord, ${itemOrder('i')}`,
      [checklistId, shareIds],
    );
  }
}
