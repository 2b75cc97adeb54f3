/**
 * Emitted (after commit) by the responses service for every saved response, and by the
 * checklists service when an update resets or deletes responses (key 'reset'). The realtime
 * listener turns it into `share:progress`; no domain module imports the gateway.
 */
export const RESPONSE_SAVED = 'response.saved';

export interface ResponseSavedEvent {
  checklistId: string;
  shareId: string;
  recipientEmail: string;
  itemId: string;
  key: 'complete' | 'notes' | 'reset';
  complete: boolean;
  /** Every item of the checklist this share has completed, after the save. */
  completedItems: { itemId: string }[];
  totalItems: number;
  /** ISO timestamp, equal to the respond answer's updatedAt. */
  updatedAt: string;
}
