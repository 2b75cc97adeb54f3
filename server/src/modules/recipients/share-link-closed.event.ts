/** Emitted (after commit) when a share's link stops working: revoked, replaced by a new one, or the share deleted. */
export const SHARE_LINK_CLOSED = 'share.link-closed';

export interface ShareLinkClosedEvent {
  shareId: string;
}
