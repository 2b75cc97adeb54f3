import type { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { SHARE_ACTIVITY_RECORDED, type ShareActivityRecordedEvent } from './share-activity.event';
import { toActivityEntry, type RecordedActivityRow } from './share-activity.sql';

/** After commit: `share.activity-recorded` for an entry a statement returned; nothing when it recorded none. */
export function announceActivity(
  events: EventEmitter2,
  checklistId: string,
  shareId: string,
  row: Partial<RecordedActivityRow> | null | undefined,
): void {
  if (!row?.activity_id) return;
  const event: ShareActivityRecordedEvent = { checklistId, shareId, entry: toActivityEntry(row as RecordedActivityRow) };
  emitAfterCommit(events, SHARE_ACTIVITY_RECORDED, event);
}
