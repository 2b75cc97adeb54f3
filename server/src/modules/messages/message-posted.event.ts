import type { ShareMessage } from '@ticklist/contracts';

/** A message was stored (after its commit): the realtime listener pushes `share:message`. */
export const SHARE_MESSAGE_POSTED = 'share.message-posted';
export interface ShareMessagePostedEvent {
  checklistId: string;
  shareId: string;
  message: ShareMessage;
}

/** Its author deleted a message: the realtime listener pushes `share:message-deleted`. */
export const SHARE_MESSAGE_DELETED = 'share.message-deleted';
export interface ShareMessageDeletedDomainEvent {
  checklistId: string;
  shareId: string;
  messageId: string;
}
