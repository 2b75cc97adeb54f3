/** Messages between a recipient and the checklist's owner (issue 48): unlike notes, meant for the owner. */
export const MESSAGE_AUTHORS = ['owner', 'recipient'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** Characters a message may have (code points). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages one link may send in an hour (the contract's rate limit; the owner's side counts apart). */
export const MESSAGES_PER_LINK_PER_HOUR = 30;
/** Messages a page of a thread holds. */
export const MESSAGE_PAGE_SIZE = 50;
/** How long after writing it a message may be deleted by its author. */
export const MESSAGE_DELETE_WINDOW_MS = 5 * 60_000;
/** The other side gets at most one mail per thread in this long, holding every message since the last one. */
export const MESSAGE_MAIL_EVERY_MS = 15 * 60_000;

export interface ShareMessage {
  id: string;
  author: MessageAuthor;
  /** The owner: their username (else their address); the recipient: their address. */
  authorName: string;
  text: string;
  /** The item the message is about; null: the whole checklist. */
  itemId: string | null;
  createdAt: string;
}

export interface PostMessageRequest {
  text: string;
  itemId?: string | null;
}

export interface PostMessageResponse {
  message: ShareMessage;
}

/** A page of a share's messages, newest last; `nextCursor` fetches the older page before it. */
export interface ShareMessagePage {
  messages: ShareMessage[];
  nextCursor: string | null;
}

/** `share:message`: a message was written, to the checklist's owner sockets and the share's guest sockets. */
export interface ShareMessageEvent {
  checklistId: string;
  shareId: string;
  message: ShareMessage;
}

/** `share:message-deleted`: its author deleted a message within the minutes allowed. */
export interface ShareMessageDeletedEvent {
  checklistId: string;
  shareId: string;
  messageId: string;
}
