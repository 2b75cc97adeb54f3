/**
 * Emitted by the run starter (issue 45) once an occurrence's runs are committed; the realtime
 * listener turns it into `run:started` for the checklist's owner rooms and its recipients' guest pages.
 */
export const RUNS_STARTED = 'schedule.runs-started';

export interface RunsStartedEvent {
  checklistId: string;
  occurrenceId: string;
  /** ISO 8601 UTC. */
  startsAt: string;
  /** The shares that got a run: their guest pages switch to it (not sent; the rooms it goes to). */
  shareIds?: string[];
}
