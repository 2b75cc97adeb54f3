import type { ChecklistCounts, ChecklistSummary } from '@ticklist/contracts';

/**
 * A checklist as the dashboard holds it (issue 44): the light list's summary (`?shares=none`, with
 * `counts`) and, as `shares`, only the recipient rows loaded so far (the first few, more on "Show
 * all"), so every live update and answer that patches a share in the list keeps working on them.
 * A summary put in by a create or an update has every share and no counts: it is shown as before.
 */
export interface ListedChecklist extends ChecklistSummary {
  counts?: ChecklistCounts;
  /** The recipients list's cursor after the loaded rows; null: every recipient is loaded. */
  sharesNextCursor?: string | null;
}

/** How many recipients the checklist has (every row, revoked ones included). */
export function recipientTotal(checklist: ListedChecklist): number {
  return checklist.counts?.recipients ?? checklist.shares.length;
}
