import type { ShareRemindedEvent } from '../follow-through/types';
import type { ShareActivityEvent, ShareDeliveryEvent, SharePresenceEvent } from '../recipients/types';

/** Socket.IO event map shared by the gateway and the client (contract "Realtime"). */
export interface ShareProgressEvent {
  checklistId: string;
  shareId: string;
  recipientEmail: string;
  itemId: string;
  complete: boolean;
  completedItems: { itemId: string }[];
  totalItems: number;
  updatedAt: string;
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
}

export type Ack = { ok: true; progress?: ShareProgressSnapshot[] } | { ok: false; message: string };

export interface ServerToClientEvents {
  'share:progress': (event: ShareProgressEvent) => void;
  'share:reminded': (event: ShareRemindedEvent) => void;
  'share:presence': (event: SharePresenceEvent) => void;
  'share:delivery': (event: ShareDeliveryEvent) => void;
  'share:activity': (event: ShareActivityEvent) => void;
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
  /** Guests only; the ack is optional (`{ ok: true }` once counted, `{ ok: false, message }` on an owner socket or a bad payload). */
  'guest:visibility': (payload: GuestVisibilityPayload, ack?: (res: Ack) => void) => void;
}

/**
 * A guest may add `progress: true`: right after the handshake the socket is then sent one
 * `share:progress` with its share as it stands (its latest save's item and time), so a tick saved
 * on another device between this page's read and the connection is not missed. Nothing is sent
 * when nothing was saved yet; without the flag, nothing either.
 */
export type SocketAuth = { token: string } | { accessToken: string; progress?: boolean };

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
