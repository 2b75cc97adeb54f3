import type { AnswerValue } from '@ticklist/contracts';

/**
 * Emitted (after commit) by the responses service for every saved tick or note. The realtime
 * listener turns a tick into `share:progress`; no domain module imports the gateway.
 */
export const RESPONSE_SAVED = 'response.saved';

export interface ResponseSavedEvent {
  checklistId: string;
  shareId: string;
  recipientEmail: string;
  itemId: string;
  key: 'complete' | 'notes' | 'answer';
  complete: boolean;
  /** Every item of the checklist this share has completed, after the save. */
  completedItems: { itemId: string }[];
  totalItems: number;
  /** ISO timestamp with microseconds, equal to the respond answer's updatedAt. */
  updatedAt: string;
  /** The share's progress sequence after this save (strictly increasing per share). */
  seq: number;
  /** The run saved in (issue 45); absent for a checklist without a schedule. */
  runId?: string;
  /** Whether the checklist is reviewed (issue 48); absent when the save did not say (then it is checked). */
  underReview?: boolean;
  /** On an answer save (issue 46): the typed answer and whether it is flagged. */
  answer?: AnswerValue;
  flagged?: boolean;
}
