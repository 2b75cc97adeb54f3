import type { ShareDelivery } from '@ticklist/contracts';

/** Emitted when a share's invitation is queued, sent or fails. The realtime listener pushes `share:delivery`. */
export const SHARE_DELIVERY_CHANGED = 'share.delivery-changed';

export interface ShareDeliveryChangedEvent {
  checklistId: string;
  shareId: string;
  delivery: ShareDelivery;
}
