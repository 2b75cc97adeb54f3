import { Injectable } from '@nestjs/common';
import type { ShareActivityKind } from '@ticklist/contracts';
import { epochMicros, fromEpochMicros } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import type { RecordedActivityRow } from './share-activity.sql';

/** Where a page of the timeline ends: the last entry's moment (microseconds since the epoch) and id. */
export interface ActivityCursor {
  atUs: string;
  id: string;
}

export type ActivityPageRow = RecordedActivityRow & { at_us: string };

export interface ActivityExportRow {
  share_id: string;
  kind: ShareActivityKind;
  item_id: string | null;
  at: Date;
}

/**
 * The reads of `share_activity` (the writes ride in the statements they record: share-activity.sql.ts).
 * The (share_id, at DESC, id DESC) index serves each page as one range scan.
 */
@Injectable()
export class ShareActivityRepository extends SqlRepository {
  /** Up to `limit` entries of the share older than `before`, newest first, with their items' current text. */
  page(shareId: string, before: ActivityCursor | null, limit: number): Promise<ActivityPageRow[]> {
    return this.db().query(
      `SELECT a.id::text AS activity_id, a.kind AS activity_kind, a.item_id AS activity_item_id, a.at AS activity_at,
              i.text AS item_text, ${epochMicros('a.at')}::text AS at_us
         FROM share_activity a LEFT JOIN checklist_items i ON i.id = a.item_id
        WHERE a.share_id = $1
          AND ($2::bigint IS NULL OR (a.at, a.id) < (${fromEpochMicros('$2')}, $3::bigint))
        ORDER BY a.at DESC, a.id DESC
        LIMIT $4`,
      [shareId, before?.atUs ?? null, before?.id ?? null, limit],
    );
  }

}
