/** Emitted (after commit) by follow-up when a reminder or a nudge went out to a share's recipient. */
export const SHARE_REMINDED = 'share.reminded';

export interface ShareRemindedDomainEvent {
  checklistId: string;
  shareId: string;
  remindersSent: number;
  /** ISO 8601. */
  lastRemindedAt: string;
  kind: 'before' | 'overdue' | 'nudge';
}
