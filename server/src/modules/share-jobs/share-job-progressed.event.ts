import type { ShareJob } from '@ticklist/contracts';

/** Emitted when a share job is made and after each committed step. The realtime listener pushes `share:job`. */
export const SHARE_JOB_PROGRESSED = 'share-job.progressed';

export interface ShareJobProgressedEvent {
  checklistId: string;
  job: ShareJob;
}
