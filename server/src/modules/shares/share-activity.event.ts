import type { ShareActivityEntry } from '@ticklist/contracts';

/**
 * Emitted (after commit) for every new `share_activity` entry, by whichever module's statement
 * recorded it. The realtime listener turns it into `share:activity` for the checklist's room.
 */
export const SHARE_ACTIVITY_RECORDED = 'share.activity-recorded';

export interface ShareActivityRecordedEvent {
  checklistId: string;
  shareId: string;
  entry: ShareActivityEntry;
}
