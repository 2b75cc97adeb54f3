import type { Share } from '../checklists/types';

/** Answer of revoke, renew and resend: the recipient's row as the owner now sees it. */
export interface ShareControlResponse {
  message: string;
  share: Share;
  /** Only when the mail could not go out now (it is retried). */
  email_warnings?: string[];
}

/** `GET /api/checklist/{id}/shares/{shareId}/link`: the recipient's personal link, the one the mail carries. A secret. */
export interface ShareLinkResponse {
  url: string;
}

/** The invitation's state as the owner sees it on the recipient's row (issue 18). */
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

export interface ShareDelivery {
  status: DeliveryStatus;
  /** When it was queued, sent, or last failed. */
  at: string;
  /** Only when failed: the last error in plain words ("the mail server refused this address"). */
  error?: string;
}

/** What an activity entry records. Never the text of a note. */
export const SHARE_ACTIVITY_KINDS = [
  'opened',
  'item_ticked',
  'item_unticked',
  'note_saved',
  'reminder_sent',
  'nudge_sent',
  'link_revoked',
  'link_renewed',
  'invitation_failed',
  'link_read',
] as const;
export type ShareActivityKind = (typeof SHARE_ACTIVITY_KINDS)[number];

/** One append-only record of a share's activity. */
export interface ShareActivityEntry {
  id: string;
  kind: ShareActivityKind;
  at: string;
  /** For item_ticked, item_unticked and note_saved: the item, with its text at the time of reading (null once deleted). */
  item?: { id: string; text: string | null } | null;
}

/** `GET /api/checklist/{id}/shares/{shareId}/activity?cursor=…`: newest first. */
export interface ShareActivityPage {
  entries: ShareActivityEntry[];
  /** Pass as `cursor` for the next (older) page; null: no more. */
  nextCursor: string | null;
}

/** `GET /api/checklist/{id}/insight`. */
export interface ItemInsight {
  itemId: string;
  /** Recipients who have it done now. */
  done: number;
  /** Median seconds from a recipient's first opening of the link to ticking this item; null: nobody yet. */
  medianSecondsToDone: number | null;
  /** The item most often left undone by recipients who have started ("Where people get stuck"); at most one. */
  stuck: boolean;
  /** Issue 46: answers flagged now (yes/no, number and choice items only). */
  flagged?: number;
  /** Issue 46: the answers in figures (yes/no, number, choice and photo items only). */
  answers?: ItemAnswerFigures;
}

/** An item's answers in figures (issue 46), by its kind. */
export type ItemAnswerFigures =
  | { yes: number; no: number; na: number }
  | { min: number | null; median: number | null; max: number | null; outOfRange: number }
  | { options: Record<string, number> }
  | { photos: number };

export interface ChecklistInsight {
  checklistId: string;
  /** Recipients with a live link (revoked ones left out). */
  recipients: number;
  /** Recipients who have opened their link. */
  opened: number;
  /** Recipients who have ticked at least one item. */
  started: number;
  items: ItemInsight[];
}

export interface ChecklistInsightResponse {
  insight: ChecklistInsight;
}

/** Socket.IO `share:presence`: whether a recipient has the guest page open on any device. */
export interface SharePresenceEvent {
  checklistId: string;
  shareId: string;
  viewing: boolean;
  lastSeenAt: string | null;
}

/** Socket.IO `share:delivery`: the invitation's state changed. */
export interface ShareDeliveryEvent {
  checklistId: string;
  shareId: string;
  delivery: ShareDelivery;
}

/** Socket.IO `share:activity`: a new activity entry. */
export interface ShareActivityEvent {
  checklistId: string;
  shareId: string;
  entry: ShareActivityEntry;
}
