/**
 * Emitted (after commit) by a checklist update that reset or deleted completed items: once per
 * share whose progress dropped, with its completed items after the change. The realtime listener
 * pushes it as `share:progress`, like a tick.
 */
export const PROGRESS_RESET = 'checklist.progress_reset';

export interface ProgressResetEvent {
  checklistId: string;
  shareId: string;
  recipientEmail: string;
  /** The first of the share's completed items that the update reset or deleted. */
  itemId: string;
  completedItems: { itemId: string }[];
  totalItems: number;
  /** The share's raised progress stamp, like a tick's: ISO timestamp with microseconds, and its seq. */
  updatedAt: string;
  seq: number;
}
