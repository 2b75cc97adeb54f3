/** Emitted (after commit) when a recipient starts or stops having the guest page open on any device. */
export const SHARE_PRESENCE_CHANGED = 'share.presence-changed';

export interface SharePresenceChangedEvent {
  checklistId: string;
  shareId: string;
  viewing: boolean;
  /** ISO 8601; null: never seen. */
  lastSeenAt: string | null;
}
