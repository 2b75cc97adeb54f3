import type { GuestShareResponse } from '@ticklist/contracts';

/**
 * The `runId` a save sends (issue 45): the run the page shows when the change is made, so a change
 * lands in that run or is refused once it closed, never in a later run. Nothing for a checklist
 * without a schedule: the request stays as it was.
 */
export function runOf(data: GuestShareResponse | undefined): { runId?: string } {
  const id = data?.share.run?.id;
  return id ? { runId: id } : {};
}
