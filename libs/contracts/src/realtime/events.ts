import type { ChecklistCounts, SharePage } from '../checklists/types';
import type { ShareRemindedEvent } from '../follow-through/types';
import type { ShareJobEvent } from '../sharing/jobs';
import type { ShareActivityEvent, ShareDeliveryEvent, SharePresenceEvent } from '../recipients/types';
import type { ShareMessageDeletedEvent, ShareMessageEvent } from '../messages/types';
import type { ShareReviewEvent } from '../review/types';

/** Socket.IO event map shared by the gateway and the client (contract "Realtime"). */
export interface ShareProgressEvent {
  checklistId: string;
  shareId: string;
  recipientEmail: string;
  itemId: string;
  complete: boolean;
  completedItems: { itemId: string }[];
  totalItems: number;
  /** ISO 8601 with microseconds; strictly later than the share's previous event. */
  updatedAt: string;
  /** The share's progress sequence: strictly increasing per share (order and de-duplicate by it). */
  seq: number;
  /** The run saved in (issue 45); absent for a checklist without a schedule. */
  runId?: string;
  /** On an answer save (issue 46): the typed answer (null: cleared). Never a note. */
  answer?: import('../answers/answer-values').AnswerValue;
  /** On an answer save: whether the answer is flagged for the owner. */
  flagged?: boolean;
}

export interface SubscribePayload {
  checklistId: string;
  /**
   * Also answer with each share's progress as it stands once the socket is in the room. A tick
   * saved after the owner's page fetched its list but before this subscribe reached no one here;
   * with the answer, nothing falls in between (opt-in: without it the ack is `{ ok: true }`).
   */
  progress?: boolean;
}

/** One share's progress as it stands, in a `checklist:subscribe` answer asked with `progress: true`. */
export interface ShareProgressSnapshot {
  shareId: string;
  completedItems: { itemId: string }[];
  totalItems: number;
  /** The share's last save, as on `share:progress` (an older event is stale); null when nothing was saved yet. */
  updatedAt: string | null;
  /** The share's progress sequence as on its last `share:progress`; 0 when nothing was saved yet. */
  seq: number;
}

/**
 * A checklist's progress as it stands: its counts as `GET /api/checklist/{id}` answers them and the
 * first page of its recipients as `GET /api/checklist/{id}/shares` answers it (`nextCursor` goes on
 * from there over HTTP). Its size does not grow with the audience.
 */
export interface ChecklistProgress extends SharePage {
  counts: ChecklistCounts;
}

/** `run:started` (issue 45): a recurring checklist's occurrence started its recipients' runs. */
export interface RunStartedEvent {
  checklistId: string;
  occurrenceId: string;
  startsAt: string;
}

/** `checklist:snapshot`: one per checklist named at the handshake with `progress: true`. */
export interface ChecklistSnapshotEvent {
  checklistId: string;
  progress: ChecklistProgress;
}

/**
 * A subscribe's answer. With `progress: true` it also carries each share's progress (`progress`,
 * as before) and the checklist's counts and first page of recipients (ChecklistProgress).
 */
export type Ack = ({ ok: true; progress?: ShareProgressSnapshot[] } & Partial<ChecklistProgress>) | { ok: false; message: string };

export interface ServerToClientEvents {
  'share:progress': (event: ShareProgressEvent) => void;
  'share:reminded': (event: ShareRemindedEvent) => void;
  'share:presence': (event: SharePresenceEvent) => void;
  'share:delivery': (event: ShareDeliveryEvent) => void;
  'share:activity': (event: ShareActivityEvent) => void;
  'checklist:snapshot': (event: ChecklistSnapshotEvent) => void;
  /** A recurring checklist's next run started (issue 45): to owner rooms. */
  'run:started': (event: RunStartedEvent) => void;
  /** A share job's progress, and its summary once done (issue 43). */
  'share:job': (event: ShareJobEvent) => void;
  /** A message between a recipient and the owner (issue 48): to owner rooms and the share's guest sockets. */
  'share:message': (event: ShareMessageEvent) => void;
  /** Its author deleted a message (within 5 minutes). */
  'share:message-deleted': (event: ShareMessageDeletedEvent) => void;
  /** A review changed (issue 48): to owner rooms and the share's guest sockets. */
  'share:review': (event: ShareReviewEvent) => void;
}

/**
 * A guest page tells its socket whether the page is visible (issue 44). A guest socket counts
 * for the owner's "Viewing now" only while its page is visible: a connected page starts as not
 * visible until it says so, so a page a mail scanner renders in the background shows no one.
 */
export interface GuestVisibilityPayload {
  visible: boolean;
}

export interface ClientToServerEvents {
  'checklist:subscribe': (payload: SubscribePayload, ack: (res: Ack) => void) => void;
  'checklist:unsubscribe': (payload: SubscribePayload, ack: (res: Ack) => void) => void;
  /**
   * "Are you there?": answered `{ ok: true }` at once. A page that comes back (network back, tab
   * visible, window focused) asks it to learn whether its socket still reaches the server.
   */
  'connection:check': (ack: (res: { ok: true }) => void) => void;
  /** Guests only; the ack is optional (`{ ok: true }` once counted, `{ ok: false, message }` on an owner socket or a bad payload). */
  'guest:visibility': (payload: GuestVisibilityPayload, ack?: (res: Ack) => void) => void;
}

/**
 * The server's heartbeat (Engine.IO ping every PING_INTERVAL_MS; a client that does not answer
 * within PING_TIMEOUT_MS is gone). A page has heard from a live server within HEARTBEAT_WINDOW_MS,
 * so it says "Live" only while it has.
 */
export const HEARTBEAT = {
  PING_INTERVAL_MS: 10_000,
  PING_TIMEOUT_MS: 5_000,
  HEARTBEAT_WINDOW_MS: 15_000,
  /** A page that comes back reconnects when its socket does not answer `connection:check` within this. */
  CHECK_WITHIN_MS: 2_500,
} as const;

/**
 * An owner connects with `token`: a session token (JWT) or a personal access token (`tl_pat_…`,
 * read scope is enough), checked as the REST API checks it; a revoked token's sockets are cut.
 * An owner may name checklists to follow at once (`subscribe`, at most SUBSCRIBE_AT_HANDSHAKE_MAX;
 * ids it may not see are passed over) and, with `progress: true`, is sent one `checklist:snapshot`
 * per checklist joined: a client resumes after a reconnect without extra code.
 * A guest may add `progress: true`: right after the handshake the socket is then sent one
 * `share:progress` with its share as it stands (its latest save's item and time), so a tick saved
 * on another device between this page's read and the connection is not missed. Nothing is sent
 * when nothing was saved yet; without the flag, nothing either.
 */
export type SocketAuth = { token: string; subscribe?: string[]; progress?: boolean } | { accessToken: string; progress?: boolean };

/** How many checklists a handshake's `subscribe` may name; the ones beyond are passed over. */
export const SUBSCRIBE_AT_HANDSHAKE_MAX = 100;

export const SOCKET_PATH = '/socket.io';
export const REALTIME_MESSAGES = {
  authenticationRequired: 'Authentication required',
  checklistNotFound: 'Checklist not found',
  /** `guest:visibility` from an owner socket, or without a boolean `visible`. */
  visibilityRefused: 'Only a guest page sends its visibility, as { visible: true | false }',
  /** Live indicator (dashboard, guest page): connection state of the socket. */
  live: 'Live',
  reconnecting: 'Reconnecting…',
  liveLabel: 'Live updates',
} as const;
