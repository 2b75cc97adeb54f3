import type { ShareActivityEntry, ShareActivityKind } from '@ticklist/contracts';

/**
 * The one definition of writing a `share_activity` entry. Recording rides in the statement of the
 * thing recorded (a save, an opening, a reminder, a failed invitation), never a statement of its own,
 * so it costs no round trip and can never disagree with what it records. `select` yields
 * (share_id, kind, item_id, at) rows.
 */
export function insertActivity(select: string): string {
  return `INSERT INTO share_activity (share_id, kind, item_id, at) ${select}
          RETURNING id::text AS activity_id, share_id, kind AS activity_kind, item_id AS activity_item_id, at AS activity_at`;
}

/** An entry as a recording statement returns it; `item_text` is the item's text now (null: deleted, or no item). */
export interface RecordedActivityRow {
  activity_id: string;
  activity_kind: ShareActivityKind;
  activity_item_id: string | null;
  activity_at: Date;
  item_text?: string | null;
}

/** The kinds that name an item. */
const ITEM_KINDS: ReadonlySet<ShareActivityKind> = new Set(['item_ticked', 'item_unticked', 'note_saved']);

export function toActivityEntry(row: RecordedActivityRow): ShareActivityEntry {
  const entry: ShareActivityEntry = { id: row.activity_id, kind: row.activity_kind, at: new Date(row.activity_at).toISOString() };
  if (ITEM_KINDS.has(row.activity_kind)) entry.item = row.activity_item_id ? { id: row.activity_item_id, text: row.item_text ?? null } : null;
  return entry;
}
