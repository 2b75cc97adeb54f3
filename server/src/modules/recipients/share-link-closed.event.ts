/**
 * Emitted (after commit) when shares' links stop working: revoked, replaced by a new one, or the
 * share deleted, on its own or with its checklist or its owner's account. Their guest sockets are
 * closed on every process.
 */
export const SHARE_LINK_CLOSED = 'share.link-closed';

export interface ShareLinkClosedEvent {
  shareIds: string[];
}
