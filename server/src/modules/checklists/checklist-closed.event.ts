/** Emitted (after commit) when an open checklist was closed: records without review are issued then (issue 48). */
export const CHECKLIST_CLOSED = 'checklist.closed-committed';

export interface ChecklistClosedEvent {
  checklistId: string;
  /** ISO 8601 UTC: the closing moment. */
  closedAt: string;
}
