/** The save indicator's fourth state (kept apart: the guest page's first load carries only this one). */
export const offlineChangesWaiting = (n: number) => `Offline, ${n} change${n === 1 ? '' : 's'} waiting`;

/**
 * The guest page offline (issue 21): the save indicator's fourth state beside the spec's three
 * ('Saving...', 'Saved {time}', 'Auto-save enabled'), the note-conflict choice, and the reasons a
 * queue of offline changes is given up.
 */
export const OFFLINE_MESSAGES = {
  conflictTitle: 'A note changed on another device',
  conflictLead: (item: string) => `While you were offline, the note on "${item}" was changed elsewhere. Which one do you keep?`,
  conflictMine: 'Your note (written offline)',
  conflictTheirs: 'The note saved meanwhile',
  keepMine: 'Keep mine',
  keepTheirs: 'Keep the other',
  emptyNote: '(empty)',
  linkGone: (n: number) =>
    `This link no longer works (revoked, replaced or deleted), so ${n} change${n === 1 ? '' : 's'} made offline could not be saved and ${n === 1 ? 'was' : 'were'} discarded.`,
  checklistClosed: (n: number) =>
    `The owner closed this checklist, so ${n} change${n === 1 ? '' : 's'} made offline could not be saved and ${n === 1 ? 'was' : 'were'} discarded.`,
  changeRefused: 'A change made offline was refused by the server and discarded.',
} as const;

/** The guest page's installable app: its manifest is served from here, scoped to the guest pages. */
export const GUEST_APP = {
  scope: '/shared/',
  manifestPath: '/shared/manifest.webmanifest',
  serviceWorkerPath: '/shared/sw.js',
  /** Cache Storage names: the shell's carries the build's version; the data cache holds last answers. */
  shellCachePrefix: 'ticklist-guest-shell-',
  dataCache: 'ticklist-guest-data',
  /**
   * The page hands a note still unsaved when it is left to the service worker in a message of this
   * type, `{ type, url, body, idempotencyKey }`: the worker outlives the page and sends it.
   */
  saveOnExitMessage: 'ticklist:save-on-exit',
} as const;

/** What the guest page posts to its service worker when it is left with a note unsaved. */
export interface SaveOnExitMessage {
  type: typeof GUEST_APP.saveOnExitMessage;
  /** The respond route of this link (`/api/guest/shared/{token}/respond`). */
  url: string;
  body: { item: string; key: 'notes'; value: string; runId?: string };
  idempotencyKey: string;
}
